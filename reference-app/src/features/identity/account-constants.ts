/** The login modal's width on wide screens (§2.9, §9). */
export const LOGIN_MODAL_WIDTH = 659;
