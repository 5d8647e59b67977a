import * as z from 'zod/mini';

import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_PIXELS,
  REVIEW_PHOTO_MAX_SIDE,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_LIMIT,
} from './review-limits';

export {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_PIXELS,
  REVIEW_PHOTO_MAX_SIDE,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_LIMIT,
};

/** A review's stage: written and waiting for a content manager, shown, or refused. */
export const reviewStatusSchema = z.enum(['moderation', 'published', 'rejected']);
/** A review's stage. */
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review photo: its picture and thumbnail, re-encoded by the store. */
const reviewPhotoShape = {
  id: z.number(),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number(),
  height: z.number(),
};
/** The type of `reviewPhotoSchema`, named so the declarations that use it say `ReviewPhotoSchema` instead of spelling it out. */
export interface ReviewPhotoSchema extends z.ZodMiniObject<typeof reviewPhotoShape> {}
export const reviewPhotoSchema: ReviewPhotoSchema = z.object(reviewPhotoShape);
/** A review photo. */
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A product review as shoppers see it (§7.7, §4.10: liked and disliked). */
const productReviewShape = {
  id: z.number(),
  productId: z.number(),
  /** The author's first name and the initial of the last, «Иван П.»; «Покупатель» when none. */
  author: z.string(),
  rating: z.number(),
  pros: z.string(),
  cons: z.string(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema),
  /** ISO date and time. */
  created: z.string(),
  likes: z.number(),
  dislikes: z.number(),
  /** This visitor's vote on it. */
  vote: z.enum(['like', 'dislike', 'none']),
  status: reviewStatusSchema,
  url: z.string(),
};
/** The type of `productReviewSchema`, named so the declarations that use it say `ProductReviewSchema` instead of spelling it out. */
export interface ProductReviewSchema extends z.ZodMiniObject<typeof productReviewShape> {}
export const productReviewSchema: ProductReviewSchema = z.object(productReviewShape);
/** A product review. */
export type ProductReview = z.infer<typeof productReviewSchema>;

/** A published review in brief: who wrote it, the mark, the beginning of the text and when (ISO date and time). */
const productReviewSummaryShape = {
  author: z.string(),
  rating: z.number(),
  /** Up to 200 characters of the text, ended with «…» when cut. */
  text: z.string(),
  created: z.string(),
};
/** The type of `productReviewSummarySchema`, named so the declarations that use it say `ProductReviewSummarySchema` instead of spelling it out. */
export interface ProductReviewSummarySchema extends z.ZodMiniObject<typeof productReviewSummaryShape> {}
export const productReviewSummarySchema: ProductReviewSummarySchema = z.object(productReviewSummaryShape);
/** A published review in brief. */
export type ProductReviewSummary = z.infer<typeof productReviewSummarySchema>;

/** A product's rating from its published reviews: the average, the scale, the count and how many of each mark. */
const reviewRatingShape = {
  current: z.number(),
  scale: z.number(),
  count: z.object({ all: z.number() }),
  /** Reviews by mark: index 0 is 1 star … index 4 is 5 stars. */
  distribution: z.array(z.number()),
};
/** The type of `reviewRatingSchema`, named so the declarations that use it say `ReviewRatingSchema` instead of spelling it out. */
export interface ReviewRatingSchema extends z.ZodMiniObject<typeof reviewRatingShape> {}
export const reviewRatingSchema: ReviewRatingSchema = z.object(reviewRatingShape);
/** A product's rating with its distribution. */
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/** A review with its product, as review pages and the moderation list show it. */
export const reviewWithProductSchema = z.extend(productReviewSchema, {
  product: z.object({
    id: z.number(),
    title: z.string(),
    url: z.string(),
    previewPicture: z.string(),
  }),
});
/** A review with its product. */
export type ReviewWithProduct = z.infer<typeof reviewWithProductSchema>;
