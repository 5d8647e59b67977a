/** The tags news, articles and videos carry: [code, title]. */
export const PUBLICATION_TAGS: ReadonlyArray<readonly [string, string]> = [
  ['kak-vybrat', 'Как выбрать'],
  ['akkumulyatornyy-instrument', 'Аккумуляторный инструмент'],
  ['uhod-i-remont', 'Уход и ремонт'],
  ['sad-i-dacha', 'Сад и дача'],
  ['stroyka-i-remont', 'Стройка и ремонт'],
  ['magaziny', 'Магазины'],
  ['akcii', 'Акции'],
  ['brendy', 'Бренды'],
  ['servis', 'Сервис'],
];
