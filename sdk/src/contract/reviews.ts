import * as z from 'zod/mini';
import { SECTION_PATH_PATTERN } from '../domain/catalog-path';
import { textField } from './account-fields';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { consentField } from './entities/consent';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import {
  productReviewSchema,
  REVIEW_PHOTOS_LIMIT,
  reviewPhotoSchema,
  reviewRatingSchema,
  reviewStatusSchema,
  reviewWithProductSchema,
} from './entities/review';
import { pageMetaSchema } from './entities/seo';
import { tagCodeParam } from './entities/tag';
import { fileField } from './orders';
import { boundedText, intParam, slugParam } from './params';

// Product reviews (§7.7 /catalog/product-reviews/…, §4.10 liked and disliked), the review pages
// (§7.2 /pages/reviews…, /pages/review; §2.1 /otzyvy/…) and the reviewed products (§7.5). A review
// a shopper writes waits for a content manager (moderation, our calls) and is shown and counted in
// the product's rating only once published.

const RATING_RULE = 'Поставьте оценку от 1 до 5';
const TEXT_RULE = 'Напишите отзыв: хотя бы 10 символов';

/** The review's text: 10 to 5000 characters. */
const reviewText = z.pipe(
  textField(5000, TEXT_RULE),
  z.string().check(z.refine((v) => v.length >= 10, TEXT_RULE)),
);

/** One page of reviews. */
const reviewsPageInput = {
  page: z.optional(intParam(1, 10_000)),
  /** Reviews per page, 1..50 (default 10). */
  count: z.optional(intParam(1, 50)),
};

/** A section path such as `/catalog/elektroinstrument/`. */
const sectionPathParam = z
  .string()
  .check(z.regex(SECTION_PATH_PATTERN, 'Expected a section path like /catalog/{section}/'));

/** A link with the number of published reviews behind it. */
const countedLinkSchema = z.object({ title: z.string(), url: z.string(), count: z.number() });

/** What every review page answers (§3 Review page items): scope, trail, meta, reviews and the reviewed products. */
const reviewPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  title: z.string(),
  section: z.nullable(z.object({ id: z.number(), title: z.string(), url: z.string() })),
  brand: z.nullable(z.object({ id: z.number(), title: z.string(), code: z.string() })),
  /** The catalogue tag or brand tag whose products' reviews these are (§3 Review page items: tag). */
  tag: z.nullable(
    z.object({ kind: z.enum(['tag', 'brandTag']), code: z.string(), title: z.string(), url: z.string() }),
  ),
  /** Narrower scopes: the subsections (or the brand's sections) with their review counts. */
  sections: z.array(countedLinkSchema),
  /** Brands with reviews in this scope. */
  brands: z.array(countedLinkSchema),
  /** The most reviewed products of the scope. */
  products: z.array(productCardSchema),
  items: z.array(reviewWithProductSchema),
  pagination: paginationSchema,
});

/** A visitor's vote, and the review's counts after it. */
const voteOutput = z.object({
  id: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  vote: z.enum(['like', 'dislike', 'none']),
});

/** The reviews calls. */
export const reviewsCalls = defineCalls({
  write: {
    method: 'POST',
    path: '/catalog/product-reviews/',
    encoding: 'multipart',
    access: 'user',
    idempotent: true,
    doc: 'Writes a review of a product: a mark, pros, cons, text and photos (photo[] or photos saved before); it waits for moderation (§7.7).',
    input: z.object({
      productId: intParam(1, undefined, 'Не выбран товар'),
      rating: intParam(1, 5, RATING_RULE),
      pros: z.optional(textField(1000)),
      cons: z.optional(textField(1000)),
      text: reviewText,
      /** New photos, as files. */
      photo: z.optional(z.array(fileField)),
      /** Photos uploaded before with `saveImage`. */
      photoIds: z.optional(z.array(intParam(1))),
      /** Consent to the processing of personal data (152-ФЗ): the author's name is shown with the review. Must be Y. */
      agreement: consentField,
    }),
    output: z.object({ review: productReviewSchema }),
  },
  saveImage: {
    method: 'POST',
    path: '/catalog/product-reviews/save-image',
    encoding: 'multipart',
    access: 'user',
    doc: `Uploads review photos ahead of the review (photo[], JPEG, PNG or WebP, up to ${REVIEW_PHOTOS_LIMIT}); each is re-encoded and its metadata dropped (§7.7).`,
    input: z.object({ photo: z.array(fileField) }),
    output: z.object({ photos: z.array(reviewPhotoSchema) }),
  },
  deleteImage: {
    method: 'GET',
    path: '/catalog/product-reviews/delete-image',
    access: 'user',
    doc: "Deletes one of the user's own photos not yet in a published review (§7.7, query photo).",
    input: z.object({ photo: intParam(1) }),
    output: z.object({ deleted: z.number() }),
  },
  all: {
    method: 'GET',
    path: '/catalog/product-reviews/all',
    doc: "A product's published reviews, newest, most useful or by mark, paged, with its rating (§7.7).",
    input: z.object({
      productId: intParam(1),
      sort: z.optional(z.enum(['new', 'useful', 'high', 'low'])),
      /** Only reviews with photos. */
      withPhotos: z.optional(
        z.pipe(
          z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false'])]),
          z.transform((v: boolean | 'Y' | 'N' | 'true' | 'false') => v === true || v === 'Y' || v === 'true'),
        ),
      ),
      ...reviewsPageInput,
    }),
    output: z.object({
      items: z.array(productReviewSchema),
      pagination: paginationSchema,
      rating: reviewRatingSchema,
      /** The signed-in shopper's own reviews of the product still waiting or refused. */
      own: z.array(productReviewSchema),
      /** The signed-in shopper has a review of the product waiting or published: a second is refused (409) until it is refused. */
      written: z.boolean(),
    }),
  },
  rating: {
    method: 'GET',
    path: '/catalog/product-reviews/rating',
    doc: "A product's rating from its published reviews, with how many of each mark (§7.7).",
    input: z.object({ productId: intParam(1) }),
    output: reviewRatingSchema,
  },
  like: {
    method: 'GET',
    path: '/catalog/product-reviews/like',
    doc: 'Likes a published review, once per visitor (an account; a guest: three guests per client address per review, then 403 asking to sign in, and 60 new guest votes an hour per address, then 429): a repeat changes nothing, a dislike turns into a like (§7.7, §4.10).',
    input: z.object({ id: intParam(1) }),
    output: voteOutput,
  },
  dislike: {
    method: 'GET',
    path: '/catalog/product-reviews/dislike',
    doc: 'Dislikes a published review, once per visitor (as `like` counts it): a repeat changes nothing, a like turns into a dislike (§7.7, §4.10).',
    input: z.object({ id: intParam(1) }),
    output: voteOutput,
  },
  moderation: {
    method: 'GET',
    path: '/catalog/product-reviews/moderation',
    access: 'staff:content-managers',
    own: true,
    doc: 'Reviews for a content manager: the waiting ones (oldest first) by default, or those of one status, of one product or all (§6).',
    input: z.object({
      status: z.optional(reviewStatusSchema),
      /** Only this product's reviews (the panel opened on its page). */
      productId: z.optional(intParam(1)),
      ...reviewsPageInput,
    }),
    output: z.object({
      items: z.array(
        z.extend(reviewWithProductSchema, {
          authorContact: z.string(),
          rejectReason: z.string(),
          moderatedBy: z.string(),
        }),
      ),
      pagination: paginationSchema,
      counts: z.object({ moderation: z.number(), published: z.number(), rejected: z.number() }),
    }),
  },
  publish: {
    method: 'POST',
    path: '/catalog/product-reviews/{id}/publish',
    access: 'staff:content-managers',
    own: true,
    doc: "Publishes a review: it is shown and counted in the product's rating (§6).",
    input: z.object({ id: intParam(1) }),
    output: z.object({ review: productReviewSchema, rating: reviewRatingSchema }),
  },
  reject: {
    method: 'POST',
    path: '/catalog/product-reviews/{id}/reject',
    access: 'staff:content-managers',
    own: true,
    doc: "Rejects a review with a reason the author sees; a published one leaves the product's rating (§6).",
    input: z.object({ id: intParam(1), reason: z.optional(boundedText(500)) }),
    output: z.object({ review: productReviewSchema, rating: reviewRatingSchema }),
  },
  page: {
    method: 'GET',
    path: '/pages/reviews',
    doc: 'The reviews root: the newest published reviews across the store, sections and brands with counts (§7.2, §2.1 /otzyvy/).',
    input: z.object(reviewsPageInput),
    output: reviewPageOutput,
  },
  sectionPage: {
    method: 'GET',
    path: '/pages/reviews/section',
    doc: "Reviews of a section's products (§7.2, §2.1 /otzyvy/*).",
    input: z.object({ path: sectionPathParam, ...reviewsPageInput }),
    output: reviewPageOutput,
  },
  brandPage: {
    method: 'GET',
    path: '/pages/reviews/brand',
    doc: "Reviews of a brand's products (§7.2, §2.1 /otzyvy/brands/{brand}/).",
    input: z.object({ brand: slugParam, ...reviewsPageInput }),
    output: reviewPageOutput,
  },
  brandSectionPage: {
    method: 'GET',
    path: '/pages/reviews/brand-section',
    doc: "Reviews of a brand's products in a section (§7.2, §2.1 /otzyvy/brands/{brand}/*).",
    input: z.object({ brand: slugParam, path: sectionPathParam, ...reviewsPageInput }),
    output: reviewPageOutput,
  },
  tagPage: {
    method: 'GET',
    path: '/pages/reviews/tag',
    doc: "Reviews of the products of a catalogue tag's selection (§7.2, §2.1 /otzyvy/tag/*).",
    input: z.object({ code: tagCodeParam, ...reviewsPageInput }),
    output: reviewPageOutput,
  },
  brandTagPage: {
    method: 'GET',
    path: '/pages/reviews/brands/tag',
    doc: "Reviews of the products of a brand tag's brands (§7.2, §2.1 /otzyvy/brands/tag/{code}/).",
    input: z.object({ code: tagCodeParam, ...reviewsPageInput }),
    output: reviewPageOutput,
  },
  one: {
    method: 'GET',
    path: '/pages/review',
    doc: 'One published review on its own page (§7.2).',
    input: z.object({ id: intParam(1) }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      review: reviewWithProductSchema,
      rating: reviewRatingSchema,
    }),
  },
  reviewed: {
    method: 'GET',
    path: '/catalog/products/reviewed',
    doc: 'Products with published reviews, most reviewed first, in a section or of a brand (§7.5).',
    input: z.object({
      sectionId: z.optional(intParam(1)),
      brand: z.optional(slugParam),
      ...reviewsPageInput,
    }),
    output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
  },
  reviewedTagBrandSection: {
    method: 'GET',
    path: '/catalog/products/reviewed-tag-brand-section',
    doc: "Products with published reviews, most reviewed first, of a catalogue tag's selection or a brand tag's brands, narrowed by a brand and a section (§7.5).",
    input: z.object({
      /** A catalogue tag's code: its selection's products. */
      tag: z.optional(tagCodeParam),
      /** A brand tag's code: its brands' products. */
      brandTag: z.optional(tagCodeParam),
      brand: z.optional(slugParam),
      sectionId: z.optional(intParam(1)),
      ...reviewsPageInput,
    }),
    output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
  },
});

/** A review page's data. */
export type ReviewsPageData = CallOutput<typeof reviewsCalls.page>;
/** One review's page data. */
export type ReviewPageData = CallOutput<typeof reviewsCalls.one>;
/** A product's reviews, as `all` answers. */
export type ProductReviewsData = CallOutput<typeof reviewsCalls.all>;
