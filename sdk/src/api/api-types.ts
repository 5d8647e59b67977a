// Generated from src/contract/ by `npm run contract`: edit the tables and schemas, not this file.
// The contract's types as plain interfaces with their field docs, no zod generics: each entity under
// its own name, each call's input and output as `<Domain><Call>Input` / `<Domain><Call>Output`.
// Re-exported by src/index.ts; the routes of src/api/<domain>.ts are typed by them.

import type { MenuCatalogItem } from '../contract/entities/menu-catalog-item';
import type { SitemapNode } from '../contract/entities/sitemap-node';

/** A basket line (§3). */
export interface BasketLine {
  /** The product's id (one line per product). */
  id: number;
  quantity: number;
  /** Price of one unit after the line's discounts. */
  price: number;
  title: string;
  manufacturer: string;
  section: {
    chainString: string;
  };
  code: string;
  /** Whether the line can be ordered now (in stock for delivery or in a shop of the city). */
  canBuy: boolean;
  icons: {
    xmlId: string;
    title: string;
    isDiscount: boolean;
  }[];
  isAvailable: boolean;
  url: string;
  previewPicture: string;
  mostImportantParams: {
    title: string;
    value: string;
  }[];
  /** The line's sum after discounts (price × quantity). */
  priceFinal: number;
  /** The line's sum before discounts; shown only when `discountFinal` > 0 (§3). */
  priceBaseFinal: number;
  discountFinal: number;
  /** Unit of measure, e.g. «шт.». */
  measure: string;
  discountPercentFinal: number;
  /** Order of the line in the cart: the order it was added in. */
  sort: number;
  /** Ids of products that go with this one. */
  relatedProducts: number[];
  /** The most units one order may take now: stock for delivery plus the city's shops, at most {@link MAX_LINE_QUANTITY }. */
  maxQuantity: number;
  /** The section's page, for «find analogue» when the product cannot be bought (§4.7). */
  sectionUrl: string;
}

/** The basket (§3). */
export interface Basket {
  items: BasketLine[];
  /** Units across the lines. */
  itemsTotal: number;
  /** What the shopper pays for the goods: after discounts, the promo code and the applied bonuses. */
  priceTotal: number;
  /** The goods before any discount. */
  priceBaseTotal: number;
  /** Discounts of the products and of the promo code together. */
  discountTotal: number;
  availableBonuses: number;
  applyBonuses: boolean;
  appliedBonuses: number;
  /** The accepted promo code, or ''. */
  appliedPromoCode: string;
  /** What the promo code took off. */
  promoCodeDiscount: number;
  /** The cheapest delivery to the current city, or null when nothing can be delivered. */
  delivery: {
    title: string;
    price: number;
  } | null;
  /** Lines the server took out since the basket was last shown (sold out or withdrawn), with their last figures. */
  deletedItems: BasketLine[];
  /**
   * A digest of the lines, prices and discounts the shopper saw. Checkout sends it back; when the
   * basket changed since, the order is refused with the new figures rather than placed silently.
   */
  version: string;
  /**
   * Why the promo code the basket keeps does not apply now (Russian, for the shopper), e.g. the basket
   * shrank below its minimum sum; absent when it applies or there is none. The code is kept and applies
   * again once its rules are met.
   */
  promoCodeError?: string | undefined;
}

/** A brand on the brands page. */
export interface BrandCard {
  id: number;
  code: string;
  title: string;
  url: string;
  picture: string;
  country: string;
  productCount: number;
}

/** A brand with its text. */
export interface Brand {
  id: number;
  code: string;
  title: string;
  url: string;
  picture: string;
  country: string;
  productCount: number;
  text: string;
}

/** A breadcrumb item (§3). */
export interface Breadcrumb {
  title: string;
  url: string | null;
  sections: {
    title: string;
    url: string;
  }[];
  tags: {
    title: string;
    url: string;
  }[];
}

/** Whether a city has shops for pickup or only gets deliveries. */
export type CityKind = 'delivery' | 'pickup';

/** A city (§3). */
export interface City {
  id: number;
  locationId: string;
  /** [latitude, longitude]: the map's order (§9). */
  coordinates: [number, number];
  name: string;
  subdomain: string;
  kind: CityKind;
  isDefault: boolean;
  code: string;
  regionCode: string;
  trackerCode: string;
  suggest: {
    name: string;
    locationId: string;
  } | null;
  /** Name in the nominative case: «Ярославль». */
  subdomainNameIm: string;
  /** Name in the prepositional case: «в Ярославле». */
  subdomainNamePr: string;
  phoneText: string;
  phoneNumber: string;
  phoneFooterText: string;
  phoneFooterNumber: string;
  schedule: string;
  /** The city version tag `v4-{year}-{month}` the server stamped (§3, §9). */
  dateUpdate: string;
}

/** A form whose consent is recorded. */
export type ConsentForm =
  | 'registration'
  | 'checkout'
  | 'fast-order'
  | 'review'
  | 'comment'
  | 'discharged-goods'
  | 'write-us'
  | 'callback'
  | 'special-price'
  | 'service-b2b';

/** Filter code types (§5). */
export type FilterType = 'string' | 'int' | 'enum' | 'float' | 'bool';

/** A chosen filter value. */
export type FilterValue =
  | {
      code: string;
      kind: 'range';
      from?: number | undefined;
      to?: number | undefined;
    }
  | {
      code: string;
      kind: 'choice';
      values: string[];
    };

/** One variant of a list filter. */
export interface FilterVariant {
  value: string;
  title: string;
  stat: number;
}

/** A filter definition item (§3). */
export interface FilterItem {
  id: number;
  code: string;
  title: string;
  type: FilterType;
  unit: string;
  /** Products matching the other applied filters (§3 `stat`). */
  stat: number;
  /** The manufacturer filter: its variant keys are prefixed with `_` in the store (§4.9). */
  isManufacturer: boolean;
  variants: FilterVariant[];
  /** Bounds of a range filter; 0 for list filters. */
  min: number;
  max: number;
  /** The value applied from the URL, if any. */
  applied:
    | {
        code: string;
        kind: 'range';
        from?: number | undefined;
        to?: number | undefined;
      }
    | {
        code: string;
        kind: 'choice';
        values: string[];
      }
    | null;
}

/** A place of the locations lookup (§7.7). */
export interface Location {
  /** Digits; a city's id is its `locationId` where the store has the city (§3 City). */
  id: string;
  type: 'region' | 'city' | 'street';
  /** How an address writes it: «Ярославская область», «Рыбинск», «ул. Победы», «Московский проспект». */
  name: string;
  /** The region or city it lies in; null for a region. */
  parentId: string | null;
  /** Where it is, for a suggestion's second line: «Ярославская область», «Рыбинск, Ярославская область»; empty for a region. */
  within: string;
  /** Whether get-child has anything under it. */
  hasChildren: boolean;
}

/** A header or footer link (§2.7). */
export interface NavItem {
  title: string;
  url: string;
  class: string;
}

/** A brand link (§2.6). */
export interface BrandLink {
  id: number;
  title: string;
  code: string;
  url: string;
  picture: string;
}

/** The menus of the base call. */
export interface Menu {
  catalog: MenuCatalogItem[];
  /** Popular brands keyed by top-level category id (§3). */
  popularBrands: {
    [key: string]: BrandLink[];
  };
  header: NavItem[];
  footer: {
    title: string;
    items: NavItem[];
  }[];
}

/** A payment method code (§9). */
export type PaySystemCode = 'card' | 'parts-halva' | 'raiff-sbp' | 'raiff-acquiring';

/** How an order reaches the shopper. */
export type DeliveryType = 'pickup' | 'courier';

/** An order's status. */
export type OrderStatus = 'new' | 'confirmed' | 'assembling' | 'ready' | 'delivering' | 'done' | 'cancelled';

/** Where an order's payment stands. */
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';

/** A line of a placed order. */
export interface OrderProduct {
  id: number;
  code: string;
  title: string;
  url: string;
  previewPicture: string;
  quantity: number;
  /** Price of one unit as ordered. */
  price: number;
  /** price × quantity. */
  sum: number;
  measure: string;
}

/** An order (§3). */
export interface Order {
  id: number;
  /** The shopper-facing number, e.g. «В-2026-000123». */
  number: string;
  /** The invoice (account) number for payment. */
  accountNumber: string;
  /** When it was placed (ISO). */
  created: string;
  /** The goods after discounts, before delivery and bonuses. */
  orderSum: number;
  /** The delivery window 'from - to', e.g. '10:00 - 12:00' (§5 default). */
  deliveryTime: string;
  /** The delivery (or pickup-ready) date, YYYY-MM-DD. */
  deliveryDate: string;
  paymentService: {
    title: string;
    code: PaySystemCode;
  };
  paymentStatus: PaymentStatus;
  /** What the order costs in all: goods, delivery, less promo code and bonuses. */
  total: number;
  /** What has been paid. */
  paid: number;
  /** What is left to pay. */
  price: number;
  /** Whether the shopper can pay now (unpaid, not cancelled, an online method). */
  isAvailablePay: boolean;
  status: OrderStatus;
  /** The status in Russian, e.g. «Принят». */
  statusTitle: string;
  isFinished: boolean;
  name: string;
  email: string;
  phone: string;
  /** «Курьером» or «Самовывоз». */
  deliveryService: string;
  deliveryCode: DeliveryType;
  deliveryPrice: number;
  /** Courier: the address; pickup: the shop's address. */
  address: string;
  /** Pickup: the shop. */
  shopId: number | null;
  products: OrderProduct[];
  isPaid: boolean;
  /** The promo code's discount, roubles. */
  coupon: number;
  promoCode: string;
  bonusesSpent: number;
  comment: string;
  /** Whether the shopper asked a manager to change it (§7.4 change). */
  changeRequested: boolean;
  /** Why it was cancelled, when it was. */
  cancelReason: string;
  gift: {
    show: boolean;
    link: string;
    userFirstName: string;
  };
  /** Whether it was placed in one click (§7.5 fast order). */
  isFast: boolean;
}

/** An entry of the orders page's status list. */
export interface OrderStatusEntry {
  title: string;
  value: string;
  stat: number;
}

/** A payment method on offer. */
export interface PaySystem {
  code: PaySystemCode;
  title: string;
  description: string;
  available: boolean;
  /** Why it cannot be chosen for this basket, e.g. «Рассрочка — от 3 000 ₽»; '' when available. */
  reason: string;
}

/** A pickup point. */
export interface PickupPoint {
  shopId: number;
  name: string;
  address: string;
  schedule: string;
  coordinates: [number, number];
  /** Whether every line can be picked up here. */
  available: boolean;
  /** Ids of the products this shop lacks (or lacks enough of). */
  missing: number[];
  /** When the order can be picked up, YYYY-MM-DD. */
  readyDate: string;
}

/** The deliveries on offer. */
export interface Deliveries {
  courier: {
    available: boolean;
    price: number;
    /** The goods' sum from which courier delivery is free. */
    freeFrom: number;
    /** Dates a courier can come, each with its windows. */
    dates: {
      date: string;
      windows: {
        from: string;
        to: string;
      }[];
    }[];
  };
  pickup: {
    available: boolean;
    points: PickupPoint[];
  };
}

/** A payment. */
export interface Payment {
  /** The store's payment id (the provider's order reference). */
  id: string;
  orderId: number;
  amount: number;
  status: PaymentStatus;
  paySystem: PaySystemCode;
  /** The provider's pay page to send the shopper to. */
  url: string;
}

/** Paging of a list. */
export interface Pagination {
  page: number;
  pageCount: number;
  perPage: number;
  total: number;
}

/** A product card (§3). */
export interface ProductCard {
  id: number;
  code: string;
  isAvailable: boolean;
  url: string;
  title: string;
  shortTitle: string;
  previewPicture: string;
  mostImportantParams: {
    title: string;
    value: string;
  }[];
  isRecommended: boolean;
  priceCurrent: {
    current: number;
    old: number;
    showOld: boolean;
  };
  icons: {
    xmlId: string;
    title: string;
    isDiscount: boolean;
  }[];
  favourite: boolean;
  rating: {
    current: number;
    scale: number;
    count: {
      all: number;
    };
  };
  section: {
    id: number;
    title: string;
    url: string;
  };
  sectionUrl: string;
  manufacturer: {
    id: number;
    title: string;
    code: string;
  };
  /** 1-based place in the list it was shown in (for analytics impressions). */
  position: number;
  /** Whether a 360° view exists. */
  stereographic: boolean;
  /** Short delivery promise, e.g. «Доставка завтра». */
  deliveryShort: string;
}

/** The product page's product. */
export interface ProductDetail {
  id: number;
  code: string;
  isAvailable: boolean;
  url: string;
  title: string;
  shortTitle: string;
  previewPicture: string;
  mostImportantParams: {
    title: string;
    value: string;
  }[];
  isRecommended: boolean;
  priceCurrent: {
    current: number;
    old: number;
    showOld: boolean;
  };
  icons: {
    xmlId: string;
    title: string;
    isDiscount: boolean;
  }[];
  favourite: boolean;
  rating: {
    current: number;
    scale: number;
    count: {
      all: number;
    };
  };
  section: {
    id: number;
    title: string;
    url: string;
  };
  sectionUrl: string;
  manufacturer: {
    id: number;
    title: string;
    code: string;
  };
  /** 1-based place in the list it was shown in (for analytics impressions). */
  position: number;
  /** Whether a 360° view exists. */
  stereographic: boolean;
  /** Short delivery promise, e.g. «Доставка завтра». */
  deliveryShort: string;
  /** The maker's article number, shown as «Код» («DHP482Z», «1.673-220.0»); the URL's `code` is apart. */
  article: string;
  /** The manual and the certificate as PDF files (§2.2 documents/). */
  documents: {
    title: string;
    url: string;
  }[];
  description: string[];
  pictures: string[];
  properties: {
    code: string;
    title: string;
    value: string;
  }[];
  warrantyMonths: number;
  stock: {
    shopId: number;
    shopName: string;
    /** The shop's page, `/shops/{code}/`: its hours, phone and how to get there. */
    shopUrl: string;
    address: string;
    quantity: number;
    /** The shop's hours, «Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00». */
    schedule: string;
    phones: string[];
    /** When goods on its shelf can be picked up, by Moscow time and its hours; null when it has none. */
    pickup: {
      date: string;
      text: string;
    } | null;
  }[];
  /** Units in stock across the current city's shops. */
  stockTotal: number;
}

/** A promotion as lists show it (§3). */
export interface Promo {
  code: string;
  title: string;
  url: string;
  preview: string;
  desktopPicture: string;
  mobilePicture: string;
  from: string;
  to: string;
  endsAt: string;
  ended: boolean;
  commercial: {
    erid: string;
    advertiserName: string;
    advertiserData: string;
  } | null;
}

/** A promotion's own page (§3). */
export interface PromoDetail {
  description: string;
  /** Paragraphs of the promotion's text. */
  text: string[];
  promoRules: string[];
  /** `discount` (a price off), `gift` or `bonus`. */
  typePromo: 'gift' | 'discount' | 'bonus';
  timerTitle: string;
  dateStart: string;
  dateEnd: string;
  now: string;
  /** How many products the promotion covers. */
  total: number;
  code: string;
  title: string;
  url: string;
  preview: string;
  desktopPicture: string;
  mobilePicture: string;
  from: string;
  to: string;
  endsAt: string;
  ended: boolean;
  commercial: {
    erid: string;
    advertiserName: string;
    advertiserData: string;
  } | null;
}

/** A public promo code (§2.1 /promo-code/). */
export interface PublicPromoCode {
  code: string;
  title: string;
  /** «10%» or «500 ₽». */
  value: string;
  /** The terms in one Russian line each: the minimum sum, the scope, who may use it. */
  terms: string[];
  /** The last day it applies (YYYY-MM-DD, Moscow), or null for no end. */
  to: string | null;
}

/** What a publication is. */
export type PublicationKind = 'article' | 'news' | 'video';

/** A publication's tag. */
export interface PublicationTag {
  code: string;
  title: string;
  url: string;
}

/** A publication as lists show it (§3). */
export interface Publication {
  id: number;
  kind: PublicationKind;
  code: string;
  url: string;
  title: string;
  description: string;
  previewPicture: string;
  datePublished: string;
  dateModified: string;
  tags: PublicationTag[];
}

/** One block of a publication's text. */
export interface PublicationBlock {
  type: 'h2' | 'p' | 'ul';
  text: string;
  items: string[];
  anchor: string;
}

/** A video's player. */
export interface PublicationVideo {
  url: string;
  embedUrl: string;
  provider: 'rutube' | 'youtube' | 'vk';
  duration: number;
}

/** A publication's own page (§3). */
export interface PublicationDetail {
  detailPicture: string;
  text: PublicationBlock[];
  /** An article's contents: its headings, each with the anchor of its block (empty for news and videos). */
  contents: {
    anchor: string;
    title: string;
  }[];
  /** Whether the page shows the contents: an article of three or more headings. */
  displayContents: boolean;
  /** An article's questions and answers. */
  faq: {
    question: string;
    answer: string;
  }[];
  /** A video's player; null for news and articles. */
  video: PublicationVideo | null;
  /** The publication to read next (an article's «Следующая статья»): the one published before, else the newest. */
  next: Publication | null;
  /** Published comments under an article (news and videos take none). */
  comments: number;
  id: number;
  kind: PublicationKind;
  code: string;
  url: string;
  title: string;
  description: string;
  previewPicture: string;
  datePublished: string;
  dateModified: string;
  tags: PublicationTag[];
}

/** A comment under an article (§7.7). */
export interface PublicationComment {
  id: number;
  author: string;
  text: string;
  created: string;
  status: ReviewStatus;
  likes: number;
  dislikes: number;
  /** The visitor's own vote on it. */
  vote: 'like' | 'dislike' | 'none';
}

/** A review's stage. */
export type ReviewStatus = 'moderation' | 'published' | 'rejected';

/** A review photo. */
export interface ReviewPhoto {
  id: number;
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** A product review. */
export interface ProductReview {
  id: number;
  productId: number;
  /** The author's first name and the initial of the last, «Иван П.»; «Покупатель» when none. */
  author: string;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  photos: ReviewPhoto[];
  /** ISO date and time. */
  created: string;
  likes: number;
  dislikes: number;
  /** This visitor's vote on it. */
  vote: 'like' | 'dislike' | 'none';
  status: ReviewStatus;
  url: string;
}

/** A published review in brief. */
export interface ProductReviewSummary {
  author: string;
  rating: number;
  /** Up to 200 characters of the text, ended with «…» when cut. */
  text: string;
  created: string;
}

/** A product's rating with its distribution. */
export interface ReviewRating {
  current: number;
  scale: number;
  count: {
    all: number;
  };
  /** Reviews by mark: index 0 is 1 star … index 4 is 5 stars. */
  distribution: number[];
}

/** A review with its product. */
export interface ReviewWithProduct {
  id: number;
  productId: number;
  /** The author's first name and the initial of the last, «Иван П.»; «Покупатель» when none. */
  author: string;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  photos: ReviewPhoto[];
  /** ISO date and time. */
  created: string;
  likes: number;
  dislikes: number;
  /** This visitor's vote on it. */
  vote: 'like' | 'dislike' | 'none';
  status: ReviewStatus;
  url: string;
  product: {
    id: number;
    title: string;
    url: string;
    previewPicture: string;
  };
}

/** A section card (§3). */
export interface SectionCard {
  id: number;
  url: string;
  title: string;
  shortDescription: string;
  picture: string;
  productCount: number;
}

/** A catalogue section as a tree node. */
export interface SectionNode {
  id: number;
  parentId: number | null;
  depth: number;
  code: string;
  url: string;
  title: string;
  group: string;
  picture: string;
  productCount: number;
}

/** A popular category (§3). */
export interface PopularCategory {
  url: string;
  title: string;
  picture: string;
}

/** A selection's heading, address and sections. */
export interface Selection {
  title: string;
  url: string;
  section: {
    id: number;
    title: string;
    url: string;
  } | null;
  sections: {
    id: number;
    title: string;
    /** The selection's own address for the section: `/sale/elektroinstrument/`. */
    url: string;
    count: number;
  }[];
}

/** Page SEO (§3). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute or root-relative canonical address; empty when the page has none. */
  canonical: string;
  robots: string;
  yandexRobots: string;
  googlebot: string;
  og: {
    title: string;
    description: string;
    image: string;
    type: string;
  };
}

/** The user of the base call. */
export interface BaseUser {
  name: string;
  firstName: string;
  email: string;
  phone: string;
  bonus:
    | never[]
    | {
        values: {
          total: number;
        };
      };
  b2bCategory: string;
  isB2B: boolean;
  countOrganization: number;
  groups: string[];
}

/** A shop as its pages list it. */
export interface ShopCard {
  /** The shop's page: `/shops/{code}/`. */
  url: string;
  openState: {
    open: boolean;
    /** «Открыто до 20:00», «Закрыто, откроется завтра в 8:00», «Временно не работает». */
    text: string;
  };
  week: {
    /** «Пн» … «Вс». */
    day: string;
    /** «8:00–20:00», «круглосуточно» or «выходной». */
    hours: string;
    /** Whether it is today in Moscow. */
    today: boolean;
  }[];
  id: number;
  type: 'shop' | 'pickup-point' | 'service';
  city: string;
  cityLocationId: string;
  address: string;
  /** [latitude, longitude]. */
  coordinates: [number, number];
  phones: string[];
  emails: string[];
  schedule: string;
  opened: boolean;
  healthcare: boolean;
  name: string;
  code: string;
  companyIcon: string;
}

/** How the shops' map is drawn. */
export interface ShopsMap {
  provider: 'yandex' | 'offline';
  /** The Yandex Maps JS API key; empty for the offline plan. */
  apiKey: string;
  /** §9: the map's language. */
  lang: 'ru_RU';
}

/** A shop (§3). */
export interface Shop {
  id: number;
  type: 'shop' | 'pickup-point' | 'service';
  city: string;
  cityLocationId: string;
  address: string;
  /** [latitude, longitude]. */
  coordinates: [number, number];
  phones: string[];
  emails: string[];
  schedule: string;
  opened: boolean;
  healthcare: boolean;
  name: string;
  code: string;
  companyIcon: string;
}

/** A home-page slide (§3). */
export interface Slide {
  id: number;
  name: string;
  link: string;
  picture: string;
  mobilePicture: string;
  type: string;
  position: number;
  isStatic: boolean;
  commercial: {
    erid: string;
    advertiserName: string;
    advertiserData: string;
  } | null;
}

/** A header banner (§3). */
export interface HeaderBanner {
  id: number;
  url: string;
  text: string;
  showPages: string[];
  excludedPages: string[];
  crossUse: boolean;
  crossColorMobile: string;
  crossColorDesktop: string;
}

/** A static page (issue 18). */
export interface StaticPage {
  path: string;
  title: string;
  description: string;
  blocks: (
    | {
        type: 'heading';
        text: string;
      }
    | {
        type: 'paragraph';
        inlines: {
          text: string;
          href?: string | undefined;
        }[];
      }
    | {
        type: 'list';
        ordered: boolean;
        items: {
          text: string;
          href?: string | undefined;
        }[][];
      }
    | {
        type: 'table';
        rows: string[][];
      }
    | {
        type: 'requisites';
      }
  )[];
  /** ISO time of the last edit. */
  updatedAt: string;
}

/** A catalogue tag (§7.7). */
export interface CatalogTag {
  code: string;
  url: string;
  title: string;
  text: string;
  metaTitle: string;
  metaDescription: string;
  /** The section the selection is limited to (its catalogue path), or null for the whole catalogue. */
  section: string | null;
  /** The brands the selection is limited to (codes), empty for any. */
  brands: string[];
  /** §5 filter conditions every product of the selection meets (`price-from-5000/warranty-is-36`). */
  filter: string;
  sort: number;
  /** How many products the selection holds now. */
  productCount: number;
  updatedAt: string;
  updatedBy: string;
}

/** A brand tag (§7.2). */
export interface BrandTag {
  code: string;
  url: string;
  title: string;
  text: string;
  brands: string[];
  sort: number;
  updatedAt: string;
  updatedBy: string;
}

/** A private person (`person`) or a legal entity (`legal`). */
export type AccountType = 'person' | 'legal';

/** A receiver. */
export interface Receiver {
  id: number;
  name: string;
  phone: string;
  email: string;
}

/** A delivery address. */
export interface DeliveryAddress {
  id: number;
  cityId: number;
  city: string;
  address: string;
}

/** A subscription. */
export interface Subscription {
  id: number;
  code: string;
  title: string;
  checked: boolean;
}

/** An organization. */
export interface Organization {
  id: number;
  /** Full name, e.g. «ООО "Стройресурс"». */
  name: string;
  /** 10 digits for a company, 12 for a sole trader. */
  inn: string;
  /** 9 digits; empty for a sole trader. */
  kpp: string;
  /** ОГРН (13 digits) or ОГРНИП (15 digits). */
  ogrn: string;
  legalAddress: string;
  isDefault: boolean;
  /** Electronic document flow (ЭДО): whether it is on, through which operator, and the participant id. */
  edo: {
    enabled: boolean;
    operator: string;
    participantId: string;
  };
  /** The supply contract: none, requested or signed, with its number and date (YYYY-MM-DD) once signed. */
  contract: {
    status: 'none' | 'requested' | 'signed';
    number: string;
    date: string;
  };
}

/** Bank details. */
export interface BankDetails {
  id: number;
  organizationId: number;
  bankName: string;
  /** БИК: 9 digits. */
  bik: string;
  /** Расчётный счёт: 20 digits, checked against the BIK. */
  settlementAccount: string;
  /** Корреспондентский счёт: 20 digits, checked against the BIK. */
  correspondentAccount: string;
  isDefault: boolean;
}

/** Profile counters. */
export interface ProfileCounters {
  orders: number;
  viewed: number;
  reviews: number;
}

/** The sidebar. */
export type PersonalSidebar = {
  title: string;
  url: string;
  /** A count shown beside the link (orders, viewed…), when it has one. */
  count?: number | undefined;
}[];

/** The user's profile. */
export interface UserProfile {
  name: string;
  firstName: string;
  email: string;
  phone: string;
  bonus:
    | never[]
    | {
        values: {
          total: number;
        };
      };
  b2bCategory: string;
  isB2B: boolean;
  countOrganization: number;
  groups: string[];
  id: number;
  type: AccountType;
  lastName: string;
  secondName: string;
  birth: string;
  receivers: Receiver[];
  deliveryAddresses: DeliveryAddress[];
  organizations: Organization[];
  subscriptions: Subscription[];
  /** Whether the account has a password (a phone-only account logs in by SMS code). */
  hasPassword: boolean;
  /** A new e-mail waiting for the code sent to it (ours, not the spec's); '' or absent when none. */
  pendingEmail?: string | undefined;
}

/** A repair request. */
export interface Repair {
  id: number;
  number: string;
  created: string;
  product: string;
  status: 'ready' | 'accepted' | 'diagnostics' | 'repair' | 'issued';
  statusTitle: string;
  shop: string;
}

/** A user's review. */
export interface UserReview {
  id: number;
  productId: number;
  productTitle: string;
  productUrl: string;
  rating: number;
  text: string;
  created: string;
  status: ReviewStatus;
}

/** A section of the favourites or the comparison. */
export interface ListSection {
  id: number;
  title: string;
  count: number;
}

/** A favourites product: the card and the sections it counts in. */
export interface FavoriteItem {
  id: number;
  code: string;
  isAvailable: boolean;
  url: string;
  title: string;
  shortTitle: string;
  previewPicture: string;
  mostImportantParams: {
    title: string;
    value: string;
  }[];
  isRecommended: boolean;
  priceCurrent: {
    current: number;
    old: number;
    showOld: boolean;
  };
  icons: {
    xmlId: string;
    title: string;
    isDiscount: boolean;
  }[];
  favourite: boolean;
  rating: {
    current: number;
    scale: number;
    count: {
      all: number;
    };
  };
  section: {
    id: number;
    title: string;
    url: string;
  };
  sectionUrl: string;
  manufacturer: {
    id: number;
    title: string;
    code: string;
  };
  /** 1-based place in the list it was shown in (for analytics impressions). */
  position: number;
  /** Whether a 360° view exists. */
  stereographic: boolean;
  /** Short delivery promise, e.g. «Доставка завтра». */
  deliveryShort: string;
  sections: number[];
}

/** One page of the favourites. */
export interface FavoritesList {
  products: {
    items: FavoriteItem[];
    total: number;
  };
  sections: ListSection[];
  /** The section shown: the one asked for, else the first item's (§3). */
  activeSectionId: number | null;
  /** Products in the favourites in all. */
  count: number;
  productIds: number[];
  pagination: {
    page: number;
    pageCount: number;
    count: number;
  };
}

/** The comparison of one section. */
export interface CompareState {
  /** The section compared and its products, keyed by product id (§3). */
  products: {
    id: number | null;
    items: {
      [key: string]: ProductCard;
    };
  };
  properties: {
    important: CompareProperty[];
    additional: CompareProperty[];
  };
  sections: ListSection[];
  activeSectionId: number | null;
  productIds: number[];
}

/** An estimate. */
export interface Estimate {
  id: number;
  title: string;
  created: string;
  products: {
    id: number;
    title: string;
    url: string;
    previewPicture: string;
    quantity: number;
    price: number;
    isAvailable: boolean;
  }[];
  total: number;
}

/** A compared property. */
export interface CompareProperty {
  code: string;
  title: string;
  values: {
    [key: string]: string;
  };
  /** Whether the products' values differ. */
  differs: boolean;
}

/** A part of the base data. */
export type BaseSelect =
  | 'city'
  | 'menu'
  | 'user'
  | 'fUserId'
  | 'compare'
  | 'favorites'
  | 'basket'
  | 'shops'
  | 'headerBanners'
  | 'estimatesCount';

/** The base data of §3: city, menu, user, basket and the rest, as `select` narrowed it. */
export interface BaseData {
  city?: City | undefined;
  menu?: Menu | undefined;
  user?: BaseUser | null | undefined;
  fUserId?: string | null | undefined;
  compare?: number[] | undefined;
  favorites?: number[] | undefined;
  basket?: Basket | undefined;
  shops?: Shop[] | undefined;
  headerBanners?: HeaderBanner[] | undefined;
  estimatesCount?: number | undefined;
}

/** The brands page's data. */
export interface BrandsPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  groups: {
    letter: string;
    /** Which alphabet the letter is of: the page shows the Latin letters, then the Cyrillic ones. */
    alphabet: 'latin' | 'cyrillic' | 'other';
    brands: BrandCard[];
  }[];
  tags: {
    code: string;
    title: string;
    url: string;
  }[];
}

/** A brand page's data. */
export interface BrandPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  brand: Brand;
  sections: {
    id: number;
    code: string;
    title: string;
    url: string;
    productCount: number;
  }[];
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** A brand section page's data. */
export interface BrandSectionPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  brand: Brand;
  section: {
    id: number;
    code: string;
    title: string;
    url: string;
  };
  sections: {
    id: number;
    code: string;
    title: string;
    url: string;
    productCount: number;
  }[];
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** A brand tag page's data. */
export interface BrandTagPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  tag: {
    code: string;
    title: string;
    text: string;
    url: string;
  };
  brands: BrandCard[];
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** The catalogue root's data. */
export interface CatalogPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sections: {
    id: number;
    url: string;
    title: string;
    shortDescription: string;
    picture: string;
    productCount: number;
    children: SectionCard[];
  }[];
}

/** The section page's data. */
export interface SectionPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  section: {
    id: number;
    code: string;
    title: string;
    url: string;
    description: string;
    depth: number;
    subsections: SectionCard[];
  };
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** The product page's data. */
export interface ProductPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  product: ProductDetail;
  /** A few of its published reviews, the most useful first (the page's structured data, issue 17). */
  topReviews: ProductReviewSummary[];
}

/** A list page of news, articles or videos. */
export interface PublicationsPageData {
  items: Publication[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  kind: PublicationKind;
  title: string;
  tags: {
    code: string;
    title: string;
    url: string;
    count: number;
  }[];
  tag: PublicationTag | null;
}

/** A page of one piece of news, an article or a video. */
export interface PublicationPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  publication: PublicationDetail;
  /** Products the publication is about, as catalogue cards (in stock first). */
  products: ProductCard[];
  /** More of the same kind, newest first, this one left out. */
  more: Publication[];
}

/** A static page's data. */
export interface StaticPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  page: StaticPage;
  /** The pages of the same section (`/customer/…`, `/about/…`), for the side menu. */
  related: {
    title: string;
    url: string;
  }[];
}

/** The sitemap page's data. */
export interface SitemapPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sections: SitemapNode[];
  brands: {
    title: string;
    url: string;
  }[];
  pages: {
    title: string;
    url: string;
  }[];
  help: {
    title: string;
    url: string;
  }[];
}

/** A failed response's body. */
export interface ErrorBody {
  version?: string | undefined;
  code?: string | undefined;
  message?: string | undefined;
  errors?:
    | {
        [key: string]: string;
      }
    | undefined;
  /**
   * Each key of `errors` with a machine-readable code, whatever language the message is in: the rule a
   * field broke (`required`, `too_big`, `invalid_format`…) or the error's own `code`.
   */
  codes?:
    | {
        [key: string]: string;
      }
    | undefined;
  /** What the shopper needs to act on the error, e.g. the basket with its new prices when checkout refused a stale one. */
  details?:
    | {
        [key: string]: unknown;
      }
    | undefined;
}

/** The not-found page's data. */
export interface NotFoundPageData {
  meta: PageMeta;
  popularCategories: PopularCategory[];
}

/** The discharged goods page's data. */
export interface DischargedGoodsPageData {
  items: {
    id: number;
    title: string;
    /** The catalogue product it is a unit of, or null for one no longer in the catalogue. */
    productUrl: string | null;
    picture: string;
    /** Why it is marked down: «Вскрыта упаковка», «Витринный образец»… */
    reason: string;
    /** Its condition in a sentence. */
    condition: string;
    /** Whole roubles now and new. */
    price: number;
    oldPrice: number;
    /** Where it can be seen and picked up. */
    city: string;
    shop: string;
  }[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
}

/** A file uploaded for a form. */
export interface FormFile {
  id: number;
  /** The name as uploaded, cleaned of folders and control characters. */
  name: string;
  /** Bytes as stored (a photo is re-encoded, so usually smaller than sent). */
  size: number;
  /** The kind read from the bytes. */
  type: 'jpeg' | 'png' | 'webp' | 'pdf';
}

/** The home page's data. */
export interface MainPageData {
  meta: PageMeta;
  slides: Slide[];
  popularCategories: PopularCategory[];
  hits: ProductCard[];
  novelties: ProductCard[];
  brands: BrandLink[];
}

/** The sale page's data. */
export interface SalePageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  selection: Selection;
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** The promotions page's data. */
export interface PromosPageData {
  /** How many promotions the other list (the archive, or the current ones) holds. */
  otherCount: number;
  items: Promo[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  state: 'current' | 'archive';
}

/** A promotion page's data. */
export interface PromoPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  promo: PromoDetail;
  selection: Selection;
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** The promo-code page's data. */
export interface PromoCodePageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  codes: PublicPromoCode[];
}

/** A review page's data. */
export interface ReviewsPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  title: string;
  section: {
    id: number;
    title: string;
    url: string;
  } | null;
  brand: {
    id: number;
    title: string;
    code: string;
  } | null;
  /** The catalogue tag or brand tag whose products' reviews these are (§3 Review page items: tag). */
  tag: {
    kind: 'brandTag' | 'tag';
    code: string;
    title: string;
    url: string;
  } | null;
  /** Narrower scopes: the subsections (or the brand's sections) with their review counts. */
  sections: {
    title: string;
    url: string;
    count: number;
  }[];
  /** Brands with reviews in this scope. */
  brands: {
    title: string;
    url: string;
    count: number;
  }[];
  /** The most reviewed products of the scope. */
  products: ProductCard[];
  items: ReviewWithProduct[];
  pagination: Pagination;
}

/** One review's page data. */
export interface ReviewPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  review: ReviewWithProduct;
  rating: ReviewRating;
}

/** A product's reviews, as `all` answers. */
export interface ProductReviewsData {
  items: ProductReview[];
  pagination: Pagination;
  rating: ReviewRating;
  /** The signed-in shopper's own reviews of the product still waiting or refused. */
  own: ProductReview[];
  /** The signed-in shopper has a review of the product waiting or published: a second is refused (409) until it is refused. */
  written: boolean;
}

/** The search results page's data. */
export interface SearchPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  /** The query as read (trimmed, at most 200 characters). */
  query: string;
  understood: string | null;
  /** Sections and brands the query names, shown above the products. */
  sections: SectionCard[];
  brands: {
    code: string;
    title: string;
    url: string;
    productCount: number;
  }[];
  /** When nothing is found: what to try instead (popular queries). */
  suggestions: {
    query: string;
    url: string;
  }[];
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** The instant search's answer. */
export interface InstantSearchData {
  query: string;
  /** The query as understood (layout, alphabet, typos mended), when it differs from the typed one. */
  understood: string | null;
  products: ProductCard[];
  sections: SectionCard[];
  brands: {
    code: string;
    title: string;
    url: string;
    productCount: number;
  }[];
  popular: {
    query: string;
    url: string;
  }[];
  total: number;
}

/** The shops page's data. */
export interface ShopsPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  view: 'map' | 'list';
  city: {
    name: string;
    /** «в Москве». */
    namePr: string;
    locationId: string;
    /** [latitude, longitude] of the city's centre (§9 order). */
    coordinates: [number, number];
  };
  shops: ShopCard[];
  otherCities: {
    name: string;
    subdomain: string;
    shops: ShopCard[];
  }[];
  map: ShopsMap;
}

/** A shop page's data. */
export interface ShopPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  shop: {
    /** The shop's page: `/shops/{code}/`. */
    url: string;
    openState: {
      open: boolean;
      /** «Открыто до 20:00», «Закрыто, откроется завтра в 8:00», «Временно не работает». */
      text: string;
    };
    week: {
      /** «Пн» … «Вс». */
      day: string;
      /** «8:00–20:00», «круглосуточно» or «выходной». */
      hours: string;
      /** Whether it is today in Moscow. */
      today: boolean;
    }[];
    id: number;
    type: 'shop' | 'pickup-point' | 'service';
    city: string;
    cityLocationId: string;
    address: string;
    /** [latitude, longitude]. */
    coordinates: [number, number];
    phones: string[];
    emails: string[];
    schedule: string;
    opened: boolean;
    healthcare: boolean;
    name: string;
    code: string;
    companyIcon: string;
    /** How to get there: by public transport, by car, where to park. Paragraphs. */
    directions: string[];
    /** Products on this shop's shelves now (for pickup). */
    productsInStock: number;
  };
  /** The other shops of the same city, for the map around it. */
  neighbours: ShopCard[];
  map: ShopsMap;
}

/** A product list sort order. */
export type Sort = 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc';

/** An order as the support list shows it. */
export interface SupportOrderRow {
  id: number;
  number: string;
  created: string;
  status: OrderStatus;
  statusTitle: string;
  paymentStatus: PaymentStatus;
  total: number;
  /** What is left to pay. */
  price: number;
  deliveryCode: DeliveryType;
  name: string;
  phone: string;
  email: string;
  /** The account that placed it; null for a guest's order. */
  userId: number | null;
  /** Units across the lines. */
  itemsTotal: number;
}

/** One thing that happened to an order. */
export interface OrderEvent {
  at: string;
  kind: string;
  /** The staff account that did it (its e-mail or phone), or '' when the shopper or the system did. */
  staff: string;
  detail: {
    [key: string]: unknown;
  };
}

/** A customer as support finds them. */
export interface SupportCustomer {
  /** The account; null for a guest known only from orders placed with this phone or e-mail. */
  id: number | null;
  name: string;
  phone: string;
  email: string;
  /** `person`, `legal` or `guest`. */
  type: 'person' | 'legal' | 'guest';
  isB2B: boolean;
  groups: string[];
  /** The names of the account's organisations (a B2B buyer's legal entities), its default first. */
  organizations: string[];
  ordersCount: number;
  /** The newest order's number, or ''. */
  lastOrder: string;
  /** The bonuses the account may spend. */
  bonuses: number;
}

/** A catalogue tag page's data. */
export interface TagPageData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  tag: {
    code: string;
    title: string;
    text: string;
    url: string;
    section: {
      title: string;
      url: string;
    } | null;
  };
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** What `base.get` takes. */
export interface BaseGetInput {
  /** Parts to return, comma-separated or as a list; all when absent. */
  select?: string | string[] | undefined;
  /** The subdomain of the host the page was opened on (e.g. `yaroslavl`). */
  hostSubdomain?: string | undefined;
}

/** The `data` `base.get` answers. */
export type BaseGetOutput = BaseData;

/** What `base.closeHeaderBanner` takes. */
export interface BaseCloseHeaderBannerInput {
  id: number;
}

/** The `data` `base.closeHeaderBanner` answers. */
export interface BaseCloseHeaderBannerOutput {
  closed: number[];
}

/** What `cities.list` takes. */
export interface CitiesListInput {
  kind?: 'delivery' | 'pickup' | undefined;
  /** The start of the city's name or of one of its words; case-insensitive, «ё» = «е». */
  q?: string | undefined;
}

/** The `data` `cities.list` answers. */
export interface CitiesListOutput {
  items: City[];
}

/** What `cities.current` takes. */
export interface CitiesCurrentInput {
  hostSubdomain?: string | undefined;
}

/** The `data` `cities.current` answers. */
export type CitiesCurrentOutput = City;

/** What `cities.get` takes. */
export interface CitiesGetInput {
  id: string;
}

/** The `data` `cities.get` answers. */
export type CitiesGetOutput = City;

/** What `home.main` takes. */
export interface HomeMainInput {
  [key: string]: never;
}

/** The `data` `home.main` answers. */
export type HomeMainOutput = MainPageData;

/** What `catalog.sections` takes. */
export interface CatalogSectionsInput {
  parentId?: number | undefined;
  /** Deepest level to return, 1..3 (default 3). */
  depth?: number | undefined;
}

/** The `data` `catalog.sections` answers. */
export interface CatalogSectionsOutput {
  items: SectionNode[];
}

/** What `catalog.products` takes. */
export interface CatalogProductsInput {
  ids?: number[] | undefined;
  sectionId?: number | undefined;
  page?: number | undefined;
  count?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
}

/** The `data` `catalog.products` answers. */
export interface CatalogProductsOutput {
  items: ProductCard[];
  pagination: Pagination;
}

/** What `catalog.root` takes. */
export interface CatalogRootInput {
  [key: string]: never;
}

/** The `data` `catalog.root` answers. */
export type CatalogRootOutput = CatalogPageData;

/** What `catalog.section` takes. */
export interface CatalogSectionInput {
  path: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `catalog.section` answers. */
export type CatalogSectionOutput = SectionPageData;

/** What `catalog.sectionFilter` takes. */
export interface CatalogSectionFilterInput {
  path: string;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `catalog.sectionFilter` answers. */
export interface CatalogSectionFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `catalog.novelties` takes. */
export interface CatalogNoveltiesInput {
  path?: string | undefined;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `catalog.novelties` answers. */
export interface CatalogNoveltiesOutput {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  selection: Selection;
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** What `catalog.noveltiesFilter` takes. */
export interface CatalogNoveltiesFilterInput {
  path?: string | undefined;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `catalog.noveltiesFilter` answers. */
export interface CatalogNoveltiesFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `catalog.recommended` takes. */
export interface CatalogRecommendedInput {
  path?: string | undefined;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `catalog.recommended` answers. */
export interface CatalogRecommendedOutput {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  selection: Selection;
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** What `catalog.recommendedFilter` takes. */
export interface CatalogRecommendedFilterInput {
  path?: string | undefined;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `catalog.recommendedFilter` answers. */
export interface CatalogRecommendedFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `catalog.product` takes. */
export interface CatalogProductInput {
  code: string;
}

/** The `data` `catalog.product` answers. */
export type CatalogProductOutput = ProductPageData;

/** What `search.catalog` takes. */
export interface SearchCatalogInput {
  q?: string | undefined;
  /** Products to return, 1..50 (default 10). */
  limit?: number | undefined;
}

/** The `data` `search.catalog` answers. */
export type SearchCatalogOutput = InstantSearchData;

/** What `search.results` takes. */
export interface SearchResultsInput {
  q?: string | undefined;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `search.results` answers. */
export type SearchResultsOutput = SearchPageData;

/** What `search.resultsFilter` takes. */
export interface SearchResultsFilterInput {
  q?: string | undefined;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `search.resultsFilter` answers. */
export interface SearchResultsFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `search.check` takes. */
export interface SearchCheckInput {
  q?: string | undefined;
}

/** The `data` `search.check` answers. */
export interface SearchCheckOutput {
  /** The page to open instead of the results, or null for the results. */
  redirect: string | null;
  kind: 'section' | 'product' | 'brand' | null;
}

/** What `brands.manufacturers` takes. */
export interface BrandsManufacturersInput {
  [key: string]: never;
}

/** The `data` `brands.manufacturers` answers. */
export type BrandsManufacturersOutput = BrandsPageData;

/** What `brands.manufacturer` takes. */
export interface BrandsManufacturerInput {
  code: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `brands.manufacturer` answers. */
export type BrandsManufacturerOutput = BrandPageData;

/** What `brands.manufacturerSection` takes. */
export interface BrandsManufacturerSectionInput {
  code: string;
  section: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `brands.manufacturerSection` answers. */
export type BrandsManufacturerSectionOutput = BrandSectionPageData;

/** What `brands.brandTag` takes. */
export interface BrandsBrandTagInput {
  code: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `brands.brandTag` answers. */
export type BrandsBrandTagOutput = BrandTagPageData;

/** What `brands.brandTagFilter` takes. */
export interface BrandsBrandTagFilterInput {
  code: string;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `brands.brandTagFilter` answers. */
export interface BrandsBrandTagFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `brands.createBrandTag` takes. */
export interface BrandsCreateBrandTagInput {
  code: string;
  title: string;
  /** The brands of the tag by code, at least one. */
  brands: string | string[];
  text?: string | undefined;
  sort?: number | undefined;
}

/** The `data` `brands.createBrandTag` answers. */
export interface BrandsCreateBrandTagOutput {
  tag: BrandTag;
}

/** What `brands.updateBrandTag` takes. */
export interface BrandsUpdateBrandTagInput {
  code: string;
  title?: string | undefined;
  text?: string | undefined;
  brands?: string | string[] | undefined;
  sort?: number | undefined;
}

/** The `data` `brands.updateBrandTag` answers. */
export interface BrandsUpdateBrandTagOutput {
  tag: BrandTag;
}

/** What `brands.deleteBrandTag` takes. */
export interface BrandsDeleteBrandTagInput {
  code: string;
}

/** The `data` `brands.deleteBrandTag` answers. */
export interface BrandsDeleteBrandTagOutput {
  deleted: string;
}

/** What `tags.tag` takes. */
export interface TagsTagInput {
  code: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `tags.tag` answers. */
export type TagsTagOutput = TagPageData;

/** What `tags.tagFilter` takes. */
export interface TagsTagFilterInput {
  code: string;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `tags.tagFilter` answers. */
export interface TagsTagFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `tags.list` takes. */
export interface TagsListInput {
  [key: string]: never;
}

/** The `data` `tags.list` answers. */
export interface TagsListOutput {
  tags: CatalogTag[];
  brandTags: BrandTag[];
}

/** What `tags.show` takes. */
export interface TagsShowInput {
  code: string;
}

/** The `data` `tags.show` answers. */
export interface TagsShowOutput {
  tag: CatalogTag;
}

/** What `tags.create` takes. */
export interface TagsCreateInput {
  code: string;
  title: string;
  text?: string | undefined;
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  section?: string | undefined;
  brands?: string | string[] | undefined;
  /** §5 conditions every product of the selection meets: `price-from-5000/warranty-is-36`. */
  filter?: string | undefined;
  sort?: number | undefined;
}

/** The `data` `tags.create` answers. */
export interface TagsCreateOutput {
  tag: CatalogTag;
}

/** What `tags.update` takes. */
export interface TagsUpdateInput {
  code: string;
  text?: string | undefined;
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  section?: string | undefined;
  brands?: string | string[] | undefined;
  /** §5 conditions every product of the selection meets: `price-from-5000/warranty-is-36`. */
  filter?: string | undefined;
  sort?: number | undefined;
  title?: string | undefined;
}

/** The `data` `tags.update` answers. */
export interface TagsUpdateOutput {
  tag: CatalogTag;
}

/** What `tags.delete` takes. */
export interface TagsDeleteInput {
  code: string;
}

/** The `data` `tags.delete` answers. */
export interface TagsDeleteOutput {
  deleted: string;
}

/** What `promos.sale` takes. */
export interface PromosSaleInput {
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `promos.sale` answers. */
export type PromosSaleOutput = SalePageData;

/** What `promos.saleFilter` takes. */
export interface PromosSaleFilterInput {
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `promos.saleFilter` answers. */
export interface PromosSaleFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `promos.saleSection` takes. */
export interface PromosSaleSectionInput {
  path: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `promos.saleSection` answers. */
export interface PromosSaleSectionOutput {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  selection: Selection;
  products: ProductCard[];
  pagination: Pagination;
  sort: {
    current: Sort;
    options: {
      value: Sort;
      title: string;
    }[];
  };
  filter: {
    items: FilterItem[];
    applied: FilterValue[];
  };
}

/** What `promos.saleSectionFilter` takes. */
export interface PromosSaleSectionFilterInput {
  path: string;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `promos.saleSectionFilter` answers. */
export interface PromosSaleSectionFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `promos.pages` takes. */
export interface PromosPagesInput {
  state?: 'current' | 'archive' | undefined;
  page?: number | undefined;
}

/** The `data` `promos.pages` answers. */
export type PromosPagesOutput = PromosPageData;

/** What `promos.promo` takes. */
export interface PromosPromoInput {
  code: string;
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter?: string | readonly FilterValue[] | undefined;
  page?: number | undefined;
  sort?: 'new' | 'rating' | 'popular' | 'price-asc' | 'price-desc' | undefined;
  /** Products per page, 1..100 (default 24). */
  count?: number | undefined;
}

/** The `data` `promos.promo` answers. */
export type PromosPromoOutput = PromoPageData;

/** What `promos.promoFilter` takes. */
export interface PromosPromoFilterInput {
  code: string;
  filter?: string | readonly FilterValue[] | undefined;
}

/** The `data` `promos.promoFilter` answers. */
export interface PromosPromoFilterOutput {
  items: FilterItem[];
  applied: FilterValue[];
  total: number;
}

/** What `promos.list` takes. */
export interface PromosListInput {
  state?: 'current' | 'archive' | undefined;
  page?: number | undefined;
  /** Promotions per page, 1..50 (default 12). */
  count?: number | undefined;
}

/** The `data` `promos.list` answers. */
export interface PromosListOutput {
  items: Promo[];
  pagination: Pagination;
}

/** What `promos.products` takes. */
export interface PromosProductsInput {
  code: string;
  page?: number | undefined;
  count?: number | undefined;
}

/** The `data` `promos.products` answers. */
export interface PromosProductsOutput {
  items: ProductCard[];
  pagination: Pagination;
}

/** What `promos.promoCodePage` takes. */
export interface PromosPromoCodePageInput {
  [key: string]: never;
}

/** The `data` `promos.promoCodePage` answers. */
export type PromosPromoCodePageOutput = PromoCodePageData;

/** What `reviews.write` takes. */
export interface ReviewsWriteInput {
  productId: number;
  rating: number;
  text: string;
  /** Consent to the processing of personal data (152-ФЗ): the author's name is shown with the review. Must be Y. */
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  pros?: string | undefined;
  cons?: string | undefined;
  /** New photos, as files. */
  photo?:
    | (Blob & {
        name: string;
      })[]
    | undefined;
  /** Photos uploaded before with `saveImage`. */
  photoIds?: number[] | undefined;
}

/** The `data` `reviews.write` answers. */
export interface ReviewsWriteOutput {
  review: ProductReview;
}

/** What `reviews.saveImage` takes. */
export interface ReviewsSaveImageInput {
  photo: (Blob & {
    name: string;
  })[];
}

/** The `data` `reviews.saveImage` answers. */
export interface ReviewsSaveImageOutput {
  photos: ReviewPhoto[];
}

/** What `reviews.deleteImage` takes. */
export interface ReviewsDeleteImageInput {
  photo: number;
}

/** The `data` `reviews.deleteImage` answers. */
export interface ReviewsDeleteImageOutput {
  deleted: number;
}

/** What `reviews.all` takes. */
export interface ReviewsAllInput {
  productId: number;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
  sort?: 'new' | 'useful' | 'high' | 'low' | undefined;
  /** Only reviews with photos. */
  withPhotos?: boolean | 'Y' | 'N' | 'true' | 'false' | undefined;
}

/** The `data` `reviews.all` answers. */
export type ReviewsAllOutput = ProductReviewsData;

/** What `reviews.rating` takes. */
export interface ReviewsRatingInput {
  productId: number;
}

/** The `data` `reviews.rating` answers. */
export type ReviewsRatingOutput = ReviewRating;

/** What `reviews.like` takes. */
export interface ReviewsLikeInput {
  id: number;
}

/** The `data` `reviews.like` answers. */
export interface ReviewsLikeOutput {
  id: number;
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike' | 'none';
}

/** What `reviews.dislike` takes. */
export interface ReviewsDislikeInput {
  id: number;
}

/** The `data` `reviews.dislike` answers. */
export interface ReviewsDislikeOutput {
  id: number;
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike' | 'none';
}

/** What `reviews.moderation` takes. */
export interface ReviewsModerationInput {
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
  status?: 'moderation' | 'published' | 'rejected' | undefined;
  /** Only this product's reviews (the panel opened on its page). */
  productId?: number | undefined;
}

/** The `data` `reviews.moderation` answers. */
export interface ReviewsModerationOutput {
  items: {
    id: number;
    productId: number;
    /** The author's first name and the initial of the last, «Иван П.»; «Покупатель» when none. */
    author: string;
    rating: number;
    pros: string;
    cons: string;
    text: string;
    photos: ReviewPhoto[];
    /** ISO date and time. */
    created: string;
    likes: number;
    dislikes: number;
    /** This visitor's vote on it. */
    vote: 'like' | 'dislike' | 'none';
    status: ReviewStatus;
    url: string;
    product: {
      id: number;
      title: string;
      url: string;
      previewPicture: string;
    };
    authorContact: string;
    rejectReason: string;
    moderatedBy: string;
  }[];
  pagination: Pagination;
  counts: {
    moderation: number;
    published: number;
    rejected: number;
  };
}

/** What `reviews.publish` takes. */
export interface ReviewsPublishInput {
  id: number;
}

/** The `data` `reviews.publish` answers. */
export interface ReviewsPublishOutput {
  review: ProductReview;
  rating: ReviewRating;
}

/** What `reviews.reject` takes. */
export interface ReviewsRejectInput {
  id: number;
  reason?: string | undefined;
}

/** The `data` `reviews.reject` answers. */
export interface ReviewsRejectOutput {
  review: ProductReview;
  rating: ReviewRating;
}

/** What `reviews.page` takes. */
export interface ReviewsPageInput {
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.page` answers. */
export type ReviewsPageOutput = ReviewsPageData;

/** What `reviews.sectionPage` takes. */
export interface ReviewsSectionPageInput {
  path: string;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.sectionPage` answers. */
export type ReviewsSectionPageOutput = ReviewsPageData;

/** What `reviews.brandPage` takes. */
export interface ReviewsBrandPageInput {
  brand: string;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.brandPage` answers. */
export type ReviewsBrandPageOutput = ReviewsPageData;

/** What `reviews.brandSectionPage` takes. */
export interface ReviewsBrandSectionPageInput {
  brand: string;
  path: string;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.brandSectionPage` answers. */
export type ReviewsBrandSectionPageOutput = ReviewsPageData;

/** What `reviews.tagPage` takes. */
export interface ReviewsTagPageInput {
  code: string;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.tagPage` answers. */
export type ReviewsTagPageOutput = ReviewsPageData;

/** What `reviews.brandTagPage` takes. */
export interface ReviewsBrandTagPageInput {
  code: string;
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
}

/** The `data` `reviews.brandTagPage` answers. */
export type ReviewsBrandTagPageOutput = ReviewsPageData;

/** What `reviews.one` takes. */
export interface ReviewsOneInput {
  id: number;
}

/** The `data` `reviews.one` answers. */
export type ReviewsOneOutput = ReviewPageData;

/** What `reviews.reviewed` takes. */
export interface ReviewsReviewedInput {
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
  sectionId?: number | undefined;
  brand?: string | undefined;
}

/** The `data` `reviews.reviewed` answers. */
export interface ReviewsReviewedOutput {
  items: ProductCard[];
  pagination: Pagination;
}

/** What `reviews.reviewedTagBrandSection` takes. */
export interface ReviewsReviewedTagBrandSectionInput {
  page?: number | undefined;
  /** Reviews per page, 1..50 (default 10). */
  count?: number | undefined;
  /** A catalogue tag's code: its selection's products. */
  tag?: string | undefined;
  /** A brand tag's code: its brands' products. */
  brandTag?: string | undefined;
  brand?: string | undefined;
  sectionId?: number | undefined;
}

/** The `data` `reviews.reviewedTagBrandSection` answers. */
export interface ReviewsReviewedTagBrandSectionOutput {
  items: ProductCard[];
  pagination: Pagination;
}

/** What `content.newsPage` takes. */
export interface ContentNewsPageInput {
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.newsPage` answers. */
export type ContentNewsPageOutput = PublicationsPageData;

/** What `content.newsItem` takes. */
export interface ContentNewsItemInput {
  code: string;
}

/** The `data` `content.newsItem` answers. */
export type ContentNewsItemOutput = PublicationPageData;

/** What `content.articlesPage` takes. */
export interface ContentArticlesPageInput {
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.articlesPage` answers. */
export type ContentArticlesPageOutput = PublicationsPageData;

/** What `content.article` takes. */
export interface ContentArticleInput {
  code: string;
}

/** The `data` `content.article` answers. */
export type ContentArticleOutput = PublicationPageData;

/** What `content.videosPage` takes. */
export interface ContentVideosPageInput {
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.videosPage` answers. */
export type ContentVideosPageOutput = PublicationsPageData;

/** What `content.video` takes. */
export interface ContentVideoInput {
  code: string;
}

/** The `data` `content.video` answers. */
export type ContentVideoOutput = PublicationPageData;

/** What `content.news` takes. */
export interface ContentNewsInput {
  /** Publications per page, 1..50 (default 12). */
  count?: number | undefined;
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.news` answers. */
export interface ContentNewsOutput {
  items: Publication[];
  pagination: Pagination;
}

/** What `content.articles` takes. */
export interface ContentArticlesInput {
  /** Publications per page, 1..50 (default 12). */
  count?: number | undefined;
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.articles` answers. */
export interface ContentArticlesOutput {
  items: Publication[];
  pagination: Pagination;
}

/** What `content.videos` takes. */
export interface ContentVideosInput {
  /** Publications per page, 1..50 (default 12). */
  count?: number | undefined;
  /** Only the publications with this tag. */
  tag?: string | undefined;
  page?: number | undefined;
}

/** The `data` `content.videos` answers. */
export interface ContentVideosOutput {
  items: Publication[];
  pagination: Pagination;
}

/** What `content.comments` takes. */
export interface ContentCommentsInput {
  articleId: number;
  page?: number | undefined;
  /** Comments per page, 1..50 (default 20). */
  count?: number | undefined;
}

/** The `data` `content.comments` answers. */
export interface ContentCommentsOutput {
  items: PublicationComment[];
  pagination: Pagination;
  /** The visitor's own comments on the article waiting for moderation (or refused). */
  own: PublicationComment[];
}

/** What `content.writeComment` takes. */
export interface ContentWriteCommentInput {
  articleId: number;
  name: string;
  text: string;
  /** Consent to the processing of personal data (152-ФЗ): the name is shown with the comment. Must be Y. */
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
}

/** The `data` `content.writeComment` answers. */
export interface ContentWriteCommentOutput {
  comment: PublicationComment;
}

/** What `content.likeComment` takes. */
export interface ContentLikeCommentInput {
  id: number;
}

/** The `data` `content.likeComment` answers. */
export interface ContentLikeCommentOutput {
  id: number;
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike' | 'none';
}

/** What `content.dislikeComment` takes. */
export interface ContentDislikeCommentInput {
  id: number;
}

/** The `data` `content.dislikeComment` answers. */
export interface ContentDislikeCommentOutput {
  id: number;
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike' | 'none';
}

/** What `content.commentModeration` takes. */
export interface ContentCommentModerationInput {
  status?: 'moderation' | 'published' | 'rejected' | undefined;
  page?: number | undefined;
  count?: number | undefined;
}

/** The `data` `content.commentModeration` answers. */
export interface ContentCommentModerationOutput {
  items: {
    id: number;
    author: string;
    text: string;
    created: string;
    status: ReviewStatus;
    likes: number;
    dislikes: number;
    /** The visitor's own vote on it. */
    vote: 'like' | 'dislike' | 'none';
    article: {
      id: number;
      title: string;
      url: string;
    };
    rejectReason: string;
    moderatedBy: string;
  }[];
  pagination: Pagination;
  counts: {
    moderation: number;
    published: number;
    rejected: number;
  };
}

/** What `content.publishComment` takes. */
export interface ContentPublishCommentInput {
  id: number;
}

/** The `data` `content.publishComment` answers. */
export interface ContentPublishCommentOutput {
  comment: PublicationComment;
}

/** What `content.rejectComment` takes. */
export interface ContentRejectCommentInput {
  id: number;
  reason?: string | undefined;
}

/** The `data` `content.rejectComment` answers. */
export interface ContentRejectCommentOutput {
  comment: PublicationComment;
}

/** What `content.staticPage` takes. */
export interface ContentStaticPageInput {
  path: string;
}

/** The `data` `content.staticPage` answers. */
export type ContentStaticPageOutput = StaticPageData;

/** What `content.bonusPage` takes. */
export interface ContentBonusPageInput {
  [key: string]: never;
}

/** The `data` `content.bonusPage` answers. */
export type ContentBonusPageOutput = StaticPageData;

/** What `content.sitemapPage` takes. */
export interface ContentSitemapPageInput {
  [key: string]: never;
}

/** The `data` `content.sitemapPage` answers. */
export type ContentSitemapPageOutput = SitemapPageData;

/** What `content.updateStaticPage` takes. */
export interface ContentUpdateStaticPageInput {
  path: string;
  title: string;
  text: string;
  description?: string | undefined;
}

/** The `data` `content.updateStaticPage` answers. */
export interface ContentUpdateStaticPageOutput {
  page: StaticPage;
}

/** What `shops.pages` takes. */
export interface ShopsPagesInput {
  /** `map`: the map view's meta and breadcrumbs (`/shops/map/`); the list by default. */
  view?: 'map' | 'list' | undefined;
}

/** The `data` `shops.pages` answers. */
export type ShopsPagesOutput = ShopsPageData;

/** What `shops.shop` takes. */
export interface ShopsShopInput {
  code: string;
}

/** The `data` `shops.shop` answers. */
export type ShopsShopOutput = ShopPageData;

/** What `shops.locations` takes. */
export interface ShopsLocationsInput {
  q?: string | undefined;
  type?: 'region' | 'city' | 'street' | undefined;
  /** Only places under this region or city. */
  parentId?: string | undefined;
  limit?: number | undefined;
}

/** The `data` `shops.locations` answers. */
export interface ShopsLocationsOutput {
  items: Location[];
}

/** What `shops.locationChildren` takes. */
export interface ShopsLocationChildrenInput {
  /** The region or city whose children are wanted. */
  parentId: string;
  q?: string | undefined;
  limit?: number | undefined;
}

/** The `data` `shops.locationChildren` answers. */
export interface ShopsLocationChildrenOutput {
  parent: Location;
  items: Location[];
}

/** What `forms.dischargedGoodsPage` takes. */
export interface FormsDischargedGoodsPageInput {
  page?: number | undefined;
  /** Items per page, 1..48 (default 12). */
  count?: number | undefined;
}

/** The `data` `forms.dischargedGoodsPage` answers. */
export type FormsDischargedGoodsPageOutput = DischargedGoodsPageData;

/** What `forms.dischargedGoods` takes. */
export interface FormsDischargedGoodsInput {
  page?: number | undefined;
  /** Items per page, 1..48 (default 12). */
  count?: number | undefined;
}

/** The `data` `forms.dischargedGoods` answers. */
export interface FormsDischargedGoodsOutput {
  items: {
    id: number;
    title: string;
    /** The catalogue product it is a unit of, or null for one no longer in the catalogue. */
    productUrl: string | null;
    picture: string;
    /** Why it is marked down: «Вскрыта упаковка», «Витринный образец»… */
    reason: string;
    /** Its condition in a sentence. */
    condition: string;
    /** Whole roubles now and new. */
    price: number;
    oldPrice: number;
    /** Where it can be seen and picked up. */
    city: string;
    shop: string;
  }[];
  pagination: Pagination;
}

/** What `forms.dischargedGoodsSend` takes. */
export interface FormsDischargedGoodsSendInput {
  name: string;
  phone: string;
  message: string;
  /** Consent to the processing of personal data (152-ФЗ): must be Y. */
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  email?: string | undefined;
  /** The discharged item asked about, if any. */
  itemId?: number | undefined;
}

/** The `data` `forms.dischargedGoodsSend` answers. */
export interface FormsDischargedGoodsSendOutput {
  sent: boolean;
}

/** What `forms.writeUs` takes. */
export interface FormsWriteUsInput {
  name: string;
  email: string;
  message: string;
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  phone?: string | undefined;
  /** What it is about: «Заказ», «Товар», «Магазин»… */
  topic?: 'Заказ' | 'Товар' | 'Доставка' | 'Магазин' | 'Сервис' | 'Другое' | undefined;
  fileIds?: number[] | undefined;
}

/** The `data` `forms.writeUs` answers. */
export interface FormsWriteUsOutput {
  sent: boolean;
}

/** What `forms.callback` takes. */
export interface FormsCallbackInput {
  name: string;
  phone: string;
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  /** When to call: «с 10 до 12», «после 18:00». */
  time?: string | undefined;
  comment?: string | undefined;
}

/** The `data` `forms.callback` answers. */
export interface FormsCallbackOutput {
  sent: boolean;
}

/** What `forms.specialPrice` takes. */
export interface FormsSpecialPriceInput {
  productId: number;
  name: string;
  phone: string;
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  quantity?: number | undefined;
  email?: string | undefined;
  /** A price seen elsewhere, or what they are ready to pay, and why. */
  message?: string | undefined;
  fileIds?: number[] | undefined;
}

/** The `data` `forms.specialPrice` answers. */
export interface FormsSpecialPriceOutput {
  sent: boolean;
}

/** What `forms.serviceB2b` takes. */
export interface FormsServiceB2bInput {
  company: string;
  name: string;
  phone: string;
  email: string;
  /** The tools and what is wrong with them, or what service is wanted. */
  message: string;
  agreement: boolean | 'Y' | 'N' | 'true' | 'false';
  inn?: string | undefined;
  fileIds?: number[] | undefined;
}

/** The `data` `forms.serviceB2b` answers. */
export interface FormsServiceB2bOutput {
  sent: boolean;
}

/** What `forms.uploadFiles` takes. */
export interface FormsUploadFilesInput {
  file: (Blob & {
    name: string;
  })[];
}

/** The `data` `forms.uploadFiles` answers. */
export interface FormsUploadFilesOutput {
  files: FormFile[];
}

/** What `forms.deleteFileList` takes. */
export interface FormsDeleteFileListInput {
  ids?: number[] | undefined;
}

/** The `data` `forms.deleteFileList` answers. */
export interface FormsDeleteFileListOutput {
  deleted: number[];
}

/** What `forms.deleteFile` takes. */
export interface FormsDeleteFileInput {
  id: number;
}

/** The `data` `forms.deleteFile` answers. */
export interface FormsDeleteFileOutput {
  deleted: number;
}

/** What `errors.notFound` takes. */
export interface ErrorsNotFoundInput {
  [key: string]: never;
}

/** The `data` `errors.notFound` answers. */
export type ErrorsNotFoundOutput = NotFoundPageData;

/** What `identity.authhash` takes. */
export interface IdentityAuthhashInput {
  hash: string;
  fingerprint?: string | undefined;
}

/** The `data` `identity.authhash` answers. */
export interface IdentityAuthhashOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.registration` takes. */
export interface IdentityRegistrationInput {
  firstName: string;
  /** The one-time code sent to the phone (a person) or to the e-mail (a legal entity). */
  code: string;
  /** Consent to the processing of personal data (152-ФЗ): must be Y. */
  agreement: boolean | 'Y' | 'N';
  /** A private person (default) or a legal entity. */
  type?: 'person' | 'legal' | undefined;
  lastName?: string | undefined;
  /** A private person registers by phone with the SMS code of `authentication`. */
  phone?: string | undefined;
  /** A legal entity registers by e-mail with the code of `verifyEmail`; a person may add one. */
  email?: string | undefined;
  /** Optional for a person (who may log in by SMS code), required for a legal entity. */
  password?: string | undefined;
  /** A legal entity's organization, in the same call (the last of its four steps, §2.3). */
  organizationName?: string | undefined;
  inn?: string | undefined;
  kpp?: string | undefined;
  ogrn?: string | undefined;
  legalAddress?: string | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.registration` answers. */
export interface IdentityRegistrationOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.authentication` takes. */
export interface IdentityAuthenticationInput {
  phone: string;
  /** Ours: `registration` from a registration form, so a registered phone's SMS says it is registered. */
  intent?: 'registration' | 'login' | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.authentication` answers. */
export interface IdentityAuthenticationOutput {
  /** The masked phone or e-mail, e.g. `+7 (900) ***-**-12`. */
  sentTo: string;
  /** Seconds before another code may be sent. */
  retryAfter: number;
  /** Seconds the code stays valid (300). */
  expiresIn: number;
}

/** What `identity.login` takes. */
export interface IdentityLoginInput {
  /** A phone or an e-mail. */
  login: string;
  /** With a password… */
  password?: string | undefined;
  /** …or the SMS code of `authentication` (phone logins). */
  code?: string | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.login` answers. */
export interface IdentityLoginOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.refresh` takes. */
export interface IdentityRefreshInput {
  /** The browser fingerprint, sent as the plain body. */
  fingerprint?: string | undefined;
}

/** The `data` `identity.refresh` answers. */
export interface IdentityRefreshOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.logout` takes. */
export interface IdentityLogoutInput {
  fingerprint?: string | undefined;
}

/** The `data` `identity.logout` answers. */
export interface IdentityLogoutOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.restorePassword` takes. */
export interface IdentityRestorePasswordInput {
  login: string;
  fingerprint?: string | undefined;
}

/** The `data` `identity.restorePassword` answers. */
export interface IdentityRestorePasswordOutput {
  /** The masked phone or e-mail, e.g. `+7 (900) ***-**-12`. */
  sentTo: string;
  /** Seconds before another code may be sent. */
  retryAfter: number;
  /** Seconds the code stays valid (300). */
  expiresIn: number;
}

/** What `identity.sendPasswordFromSms` takes. */
export interface IdentitySendPasswordFromSmsInput {
  phone: string;
  code: string;
  password?: string | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.sendPasswordFromSms` answers. */
export interface IdentitySendPasswordFromSmsOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.verifyEmail` takes. */
export interface IdentityVerifyEmailInput {
  email: string;
}

/** The `data` `identity.verifyEmail` answers. */
export interface IdentityVerifyEmailOutput {
  /** The masked phone or e-mail, e.g. `+7 (900) ***-**-12`. */
  sentTo: string;
  /** Seconds before another code may be sent. */
  retryAfter: number;
  /** Seconds the code stays valid (300). */
  expiresIn: number;
}

/** What `identity.verifyEmailCode` takes. */
export interface IdentityVerifyEmailCodeInput {
  email: string;
  code: string;
}

/** The `data` `identity.verifyEmailCode` answers. */
export interface IdentityVerifyEmailCodeOutput {
  verified: boolean;
}

/** What `identity.emailRegistration` takes. */
export interface IdentityEmailRegistrationInput {
  firstName: string;
  /** The one-time code sent to the phone (a person) or to the e-mail (a legal entity). */
  code: string;
  /** Consent to the processing of personal data (152-ФЗ): must be Y. */
  agreement: boolean | 'Y' | 'N';
  /** A private person (default) or a legal entity. */
  type?: 'person' | 'legal' | undefined;
  lastName?: string | undefined;
  /** A private person registers by phone with the SMS code of `authentication`. */
  phone?: string | undefined;
  /** A legal entity registers by e-mail with the code of `verifyEmail`; a person may add one. */
  email?: string | undefined;
  /** Optional for a person (who may log in by SMS code), required for a legal entity. */
  password?: string | undefined;
  /** A legal entity's organization, in the same call (the last of its four steps, §2.3). */
  organizationName?: string | undefined;
  inn?: string | undefined;
  kpp?: string | undefined;
  ogrn?: string | undefined;
  legalAddress?: string | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.emailRegistration` answers. */
export interface IdentityEmailRegistrationOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.emailLogin` takes. */
export interface IdentityEmailLoginInput {
  /** A phone or an e-mail. */
  login: string;
  /** With a password… */
  password?: string | undefined;
  /** …or the SMS code of `authentication` (phone logins). */
  code?: string | undefined;
  fingerprint?: string | undefined;
}

/** The `data` `identity.emailLogin` answers. */
export interface IdentityEmailLoginOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.forgotPassword` takes. */
export interface IdentityForgotPasswordInput {
  email: string;
}

/** The `data` `identity.forgotPassword` answers. */
export interface IdentityForgotPasswordOutput {
  /** The masked phone or e-mail, e.g. `+7 (900) ***-**-12`. */
  sentTo: string;
  /** Seconds before another code may be sent. */
  retryAfter: number;
  /** Seconds the code stays valid (300). */
  expiresIn: number;
}

/** What `identity.forgotPasswordVerify` takes. */
export interface IdentityForgotPasswordVerifyInput {
  email: string;
  code: string;
}

/** The `data` `identity.forgotPasswordVerify` answers. */
export interface IdentityForgotPasswordVerifyOutput {
  resetToken: string;
}

/** What `identity.resetPassword` takes. */
export interface IdentityResetPasswordInput {
  email: string;
  resetToken: string;
  password: string;
  /** It logs in, so its refresh credential is bound to the fingerprint like every other login's. */
  fingerprint?: string | undefined;
}

/** The `data` `identity.resetPassword` answers. */
export interface IdentityResetPasswordOutput {
  accessToken: string;
  expiresAt: number;
}

/** What `identity.changePassword` takes. */
export interface IdentityChangePasswordInput {
  password: string;
  currentPassword?: string | undefined;
}

/** The `data` `identity.changePassword` answers. */
export interface IdentityChangePasswordOutput {
  changed: boolean;
}

/** What `account.personalData` takes. */
export interface AccountPersonalDataInput {
  [key: string]: never;
}

/** The `data` `account.personalData` answers. */
export interface AccountPersonalDataOutput {
  user: UserProfile;
  bankDetails: BankDetails[];
}

/** What `account.changeProfile` takes. */
export interface AccountChangeProfileInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  secondName?: string | undefined;
  /** A new address is set only with `emailCode`; without it, the code is sent to the address. */
  email?: string | undefined;
  /** The code sent to the new `email` (ours, not the spec's), which makes it the account's e-mail. */
  emailCode?: string | undefined;
  birth?: string | undefined;
  /** Subscription ids; an empty choice is [-1] (§5). */
  subscriptions?: number[] | undefined;
}

/** The `data` `account.changeProfile` answers. */
export interface AccountChangeProfileOutput {
  user: UserProfile;
  bankDetails: BankDetails[];
}

/** What `account.changeProfileModal` takes. */
export interface AccountChangeProfileModalInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  secondName?: string | undefined;
  /** A new address is set only with `emailCode`; without it, the code is sent to the address. */
  email?: string | undefined;
  /** The code sent to the new `email` (ours, not the spec's), which makes it the account's e-mail. */
  emailCode?: string | undefined;
  birth?: string | undefined;
  /** Subscription ids; an empty choice is [-1] (§5). */
  subscriptions?: number[] | undefined;
}

/** The `data` `account.changeProfileModal` answers. */
export interface AccountChangeProfileModalOutput {
  user: UserProfile;
  bankDetails: BankDetails[];
}

/** What `account.updateProfile` takes. */
export interface AccountUpdateProfileInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  secondName?: string | undefined;
  /** A new address is set only with `emailCode`; without it, the code is sent to the address. */
  email?: string | undefined;
  /** The code sent to the new `email` (ours, not the spec's), which makes it the account's e-mail. */
  emailCode?: string | undefined;
  birth?: string | undefined;
  /** Subscription ids; an empty choice is [-1] (§5). */
  subscriptions?: number[] | undefined;
}

/** The `data` `account.updateProfile` answers. */
export interface AccountUpdateProfileOutput {
  user: UserProfile;
  bankDetails: BankDetails[];
}

/** What `account.addReceiver` takes. */
export interface AccountAddReceiverInput {
  name: string;
  phone: string;
  email?: string | undefined;
}

/** The `data` `account.addReceiver` answers. */
export interface AccountAddReceiverOutput {
  receiver: Receiver;
}

/** What `account.changeReceiver` takes. */
export interface AccountChangeReceiverInput {
  name: string;
  phone: string;
  id: number;
  email?: string | undefined;
}

/** The `data` `account.changeReceiver` answers. */
export interface AccountChangeReceiverOutput {
  receiver: Receiver;
}

/** What `account.removeReceiver` takes. */
export interface AccountRemoveReceiverInput {
  id: number;
}

/** The `data` `account.removeReceiver` answers. */
export interface AccountRemoveReceiverOutput {
  removed: number;
}

/** What `account.addAddress` takes. */
export interface AccountAddAddressInput {
  /** The city's id (§3 deliveryAddresses: cityId). */
  cityId: number;
  address: string;
}

/** The `data` `account.addAddress` answers. */
export interface AccountAddAddressOutput {
  address: DeliveryAddress;
}

/** What `account.changeAddress` takes. */
export interface AccountChangeAddressInput {
  /** The city's id (§3 deliveryAddresses: cityId). */
  cityId: number;
  address: string;
  id: number;
}

/** The `data` `account.changeAddress` answers. */
export interface AccountChangeAddressOutput {
  address: DeliveryAddress;
}

/** What `account.removeAddress` takes. */
export interface AccountRemoveAddressInput {
  id: number;
}

/** The `data` `account.removeAddress` answers. */
export interface AccountRemoveAddressOutput {
  removed: number;
}

/** What `account.addOrganization` takes. */
export interface AccountAddOrganizationInput {
  name: string;
  inn: string;
  ogrn: string;
  legalAddress: string;
  kpp?: string | undefined;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.addOrganization` answers. */
export interface AccountAddOrganizationOutput {
  organization: Organization;
}

/** What `account.changeOrganization` takes. */
export interface AccountChangeOrganizationInput {
  name: string;
  inn: string;
  ogrn: string;
  legalAddress: string;
  id: number;
  kpp?: string | undefined;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.changeOrganization` answers. */
export interface AccountChangeOrganizationOutput {
  organization: Organization;
}

/** What `account.removeOrganization` takes. */
export interface AccountRemoveOrganizationInput {
  id: number;
}

/** The `data` `account.removeOrganization` answers. */
export interface AccountRemoveOrganizationOutput {
  removed: number;
}

/** What `account.organizations` takes. */
export interface AccountOrganizationsInput {
  query?: string | undefined;
}

/** The `data` `account.organizations` answers. */
export interface AccountOrganizationsOutput {
  items: Organization[];
}

/** What `account.createOrganization` takes. */
export interface AccountCreateOrganizationInput {
  name: string;
  inn: string;
  ogrn: string;
  legalAddress: string;
  kpp?: string | undefined;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.createOrganization` answers. */
export interface AccountCreateOrganizationOutput {
  organization: Organization;
}

/** What `account.updateOrganization` takes. */
export interface AccountUpdateOrganizationInput {
  name: string;
  inn: string;
  ogrn: string;
  legalAddress: string;
  id: number;
  kpp?: string | undefined;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.updateOrganization` answers. */
export interface AccountUpdateOrganizationOutput {
  organization: Organization;
}

/** What `account.deleteOrganization` takes. */
export interface AccountDeleteOrganizationInput {
  id: number;
}

/** The `data` `account.deleteOrganization` answers. */
export interface AccountDeleteOrganizationOutput {
  removed: number;
}

/** What `account.changeEdo` takes. */
export interface AccountChangeEdoInput {
  enabled: boolean | 'Y' | 'N';
  id: number;
  operator?: string | undefined;
  participantId?: string | undefined;
}

/** The `data` `account.changeEdo` answers. */
export interface AccountChangeEdoOutput {
  organization: Organization;
}

/** What `account.changeContract` takes. */
export interface AccountChangeContractInput {
  id: number;
  status?: 'none' | 'requested' | 'signed' | undefined;
}

/** The `data` `account.changeContract` answers. */
export interface AccountChangeContractOutput {
  organization: Organization;
}

/** What `account.bankDetails` takes. */
export interface AccountBankDetailsInput {
  organizationId?: number | undefined;
}

/** The `data` `account.bankDetails` answers. */
export interface AccountBankDetailsOutput {
  items: BankDetails[];
}

/** What `account.addBankDetails` takes. */
export interface AccountAddBankDetailsInput {
  organizationId: number;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.addBankDetails` answers. */
export interface AccountAddBankDetailsOutput {
  bankDetails: BankDetails;
}

/** What `account.changeBankDetails` takes. */
export interface AccountChangeBankDetailsInput {
  organizationId: number;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
  id: number;
  isDefault?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `account.changeBankDetails` answers. */
export interface AccountChangeBankDetailsOutput {
  bankDetails: BankDetails;
}

/** What `account.removeBankDetails` takes. */
export interface AccountRemoveBankDetailsInput {
  id: number;
}

/** The `data` `account.removeBankDetails` answers. */
export interface AccountRemoveBankDetailsOutput {
  removed: number;
}

/** What `account.profilePage` takes. */
export interface AccountProfilePageInput {
  [key: string]: never;
}

/** The `data` `account.profilePage` answers. */
export interface AccountProfilePageOutput {
  user: UserProfile;
  counters: ProfileCounters;
  card: {
    number: string;
    level: string;
  } | null;
  bonusMovements: {
    id: number;
    date: string;
    amount: number;
    title: string;
  }[];
  b2bCategories: {
    name: string;
    code: string;
    value: number;
  }[];
  personalManagers: {
    name: string;
    position: string;
    phone: string;
    email: string;
  }[];
  contacts: {
    title: string;
    phone: string;
    email: string;
  }[];
  bankDetails: BankDetails[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `account.settingsPage` takes. */
export interface AccountSettingsPageInput {
  [key: string]: never;
}

/** The `data` `account.settingsPage` answers. */
export interface AccountSettingsPageOutput {
  user: UserProfile;
  subscriptions: Subscription[];
  /** Cities a delivery address may be in. */
  cities: {
    id: number;
    name: string;
  }[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `account.organizationsPage` takes. */
export interface AccountOrganizationsPageInput {
  [key: string]: never;
}

/** The `data` `account.organizationsPage` answers. */
export interface AccountOrganizationsPageOutput {
  user: UserProfile;
  bankDetails: BankDetails[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `account.repairsPage` takes. */
export interface AccountRepairsPageInput {
  page?: number | undefined;
}

/** The `data` `account.repairsPage` answers. */
export interface AccountRepairsPageOutput {
  items: Repair[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `account.reviewsPage` takes. */
export interface AccountReviewsPageInput {
  page?: number | undefined;
}

/** The `data` `account.reviewsPage` answers. */
export interface AccountReviewsPageOutput {
  items: UserReview[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `account.historyPage` takes. */
export interface AccountHistoryPageInput {
  page?: number | undefined;
}

/** The `data` `account.historyPage` answers. */
export interface AccountHistoryPageOutput {
  items: ProductCard[];
  pagination: Pagination;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar;
}

/** What `basket.get` takes. */
export interface BasketGetInput {
  [key: string]: never;
}

/** The `data` `basket.get` answers. */
export type BasketGetOutput = Basket;

/** What `basket.add` takes. */
export interface BasketAddInput {
  productId: number;
  promoCode?: string | undefined;
  applyBonuses?: boolean | '0' | '1' | 'Y' | 'N' | 'true' | 'false' | undefined;
  appliedBonuses?:
    | number
    | {
        [key: string]: number;
      }
    | undefined;
  quantity?: number | undefined;
}

/** The `data` `basket.add` answers. */
export type BasketAddOutput = Basket;

/** What `basket.set` takes. */
export interface BasketSetInput {
  productId: number;
  quantity: number;
  promoCode?: string | undefined;
  applyBonuses?: boolean | '0' | '1' | 'Y' | 'N' | 'true' | 'false' | undefined;
  appliedBonuses?:
    | number
    | {
        [key: string]: number;
      }
    | undefined;
}

/** The `data` `basket.set` answers. */
export type BasketSetOutput = Basket;

/** What `basket.remove` takes. */
export interface BasketRemoveInput {
  productIds: number[];
  promoCode?: string | undefined;
  applyBonuses?: boolean | '0' | '1' | 'Y' | 'N' | 'true' | 'false' | undefined;
  appliedBonuses?:
    | number
    | {
        [key: string]: number;
      }
    | undefined;
}

/** The `data` `basket.remove` answers. */
export type BasketRemoveOutput = Basket;

/** What `basket.setBonuses` takes. */
export interface BasketSetBonusesInput {
  promoCode?: string | undefined;
  applyBonuses?: boolean | '0' | '1' | 'Y' | 'N' | 'true' | 'false' | undefined;
  appliedBonuses?:
    | number
    | {
        [key: string]: number;
      }
    | undefined;
}

/** The `data` `basket.setBonuses` answers. */
export type BasketSetBonusesOutput = Basket;

/** What `basket.setPromoCode` takes. */
export interface BasketSetPromoCodeInput {
  promoCode: string;
  applyBonuses?: boolean | '0' | '1' | 'Y' | 'N' | 'true' | 'false' | undefined;
  appliedBonuses?:
    | number
    | {
        [key: string]: number;
      }
    | undefined;
}

/** The `data` `basket.setPromoCode` answers. */
export type BasketSetPromoCodeOutput = Basket;

/** What `basket.addItems` takes. */
export interface BasketAddItemsInput {
  items: {
    id: number;
    quantity: number;
  }[];
}

/** The `data` `basket.addItems` answers. */
export type BasketAddItemsOutput = Basket;

/** What `basket.updateItems` takes. */
export interface BasketUpdateItemsInput {
  items: {
    id: number;
    quantity: number;
  }[];
}

/** The `data` `basket.updateItems` answers. */
export type BasketUpdateItemsOutput = Basket;

/** What `basket.updateItem` takes. */
export interface BasketUpdateItemInput {
  id: number;
  quantity: number;
}

/** The `data` `basket.updateItem` answers. */
export type BasketUpdateItemOutput = Basket;

/** What `basket.shareLink` takes. */
export interface BasketShareLinkInput {
  [key: string]: never;
}

/** The `data` `basket.shareLink` answers. */
export interface BasketShareLinkOutput {
  code: string;
  url: string;
}

/** What `basket.shareAddProducts` takes. */
export interface BasketShareAddProductsInput {
  products: string | string[];
}

/** The `data` `basket.shareAddProducts` answers. */
export type BasketShareAddProductsOutput = Basket;

/** What `basket.sharePage` takes. */
export interface BasketSharePageInput {
  code: string;
}

/** The `data` `basket.sharePage` answers. */
export interface BasketSharePageOutput {
  basket: {
    code: string;
    created: string;
    items: BasketLine[];
    itemsTotal: number;
    priceTotal: number;
  };
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `basket.page` takes. */
export interface BasketPageInput {
  [key: string]: never;
}

/** The `data` `basket.page` answers. */
export interface BasketPageOutput {
  basket: Basket;
  related: ProductCard[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `favorites.add` takes. */
export interface FavoritesAddInput {
  productId: number;
}

/** The `data` `favorites.add` answers. */
export interface FavoritesAddOutput {
  productIds: number[];
}

/** What `favorites.delete` takes. */
export interface FavoritesDeleteInput {
  productId: number;
}

/** The `data` `favorites.delete` answers. */
export interface FavoritesDeleteOutput {
  productIds: number[];
}

/** What `favorites.deleteAll` takes. */
export interface FavoritesDeleteAllInput {
  [key: string]: never;
}

/** The `data` `favorites.deleteAll` answers. */
export interface FavoritesDeleteAllOutput {
  productIds: number[];
}

/** What `favorites.count` takes. */
export interface FavoritesCountInput {
  [key: string]: never;
}

/** The `data` `favorites.count` answers. */
export interface FavoritesCountOutput {
  count: number;
}

/** What `favorites.addProduct` takes. */
export interface FavoritesAddProductInput {
  id: number;
}

/** The `data` `favorites.addProduct` answers. */
export interface FavoritesAddProductOutput {
  productIds: number[];
}

/** What `favorites.removeProduct` takes. */
export interface FavoritesRemoveProductInput {
  id: number;
}

/** The `data` `favorites.removeProduct` answers. */
export interface FavoritesRemoveProductOutput {
  productIds: number[];
}

/** What `favorites.clear` takes. */
export interface FavoritesClearInput {
  [key: string]: never;
}

/** The `data` `favorites.clear` answers. */
export interface FavoritesClearOutput {
  productIds: number[];
}

/** What `favorites.removeSection` takes. */
export interface FavoritesRemoveSectionInput {
  id: number;
}

/** The `data` `favorites.removeSection` answers. */
export interface FavoritesRemoveSectionOutput {
  productIds: number[];
}

/** What `favorites.list` takes. */
export interface FavoritesListInput {
  [key: string]: never;
}

/** The `data` `favorites.list` answers. */
export interface FavoritesListOutput {
  productIds: number[];
  count: number;
}

/** What `favorites.section` takes. */
export interface FavoritesSectionInput {
  id: number;
  page?: number | undefined;
  /** Products per page, 1..60 (default 20). */
  count?: number | undefined;
}

/** The `data` `favorites.section` answers. */
export type FavoritesSectionOutput = FavoritesList;

/** What `favorites.page` takes. */
export interface FavoritesPageInput {
  page?: number | undefined;
  /** Products per page, 1..60 (default 20). */
  count?: number | undefined;
  sectionId?: number | undefined;
}

/** The `data` `favorites.page` answers. */
export interface FavoritesPageOutput {
  products: {
    items: FavoriteItem[];
    total: number;
  };
  sections: ListSection[];
  /** The section shown: the one asked for, else the first item's (§3). */
  activeSectionId: number | null;
  /** Products in the favourites in all. */
  count: number;
  productIds: number[];
  pagination: {
    page: number;
    pageCount: number;
    count: number;
  };
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `favorites.removeSectionPage` takes. */
export interface FavoritesRemoveSectionPageInput {
  id: number;
  page?: number | undefined;
  /** Products per page, 1..60 (default 20). */
  count?: number | undefined;
}

/** The `data` `favorites.removeSectionPage` answers. */
export type FavoritesRemoveSectionPageOutput = FavoritesList;

/** What `compare.get` takes. */
export interface CompareGetInput {
  sectionId?: number | undefined;
}

/** The `data` `compare.get` answers. */
export type CompareGetOutput = CompareState;

/** What `compare.add` takes. */
export interface CompareAddInput {
  id: number;
}

/** The `data` `compare.add` answers. */
export interface CompareAddOutput {
  productIds: number[];
}

/** What `compare.remove` takes. */
export interface CompareRemoveInput {
  id: number;
}

/** The `data` `compare.remove` answers. */
export interface CompareRemoveOutput {
  productIds: number[];
}

/** What `compare.clear` takes. */
export interface CompareClearInput {
  [key: string]: never;
}

/** The `data` `compare.clear` answers. */
export interface CompareClearOutput {
  productIds: number[];
}

/** What `compare.count` takes. */
export interface CompareCountInput {
  [key: string]: never;
}

/** The `data` `compare.count` answers. */
export interface CompareCountOutput {
  count: number;
}

/** What `compare.sections` takes. */
export interface CompareSectionsInput {
  [key: string]: never;
}

/** The `data` `compare.sections` answers. */
export interface CompareSectionsOutput {
  sections: ListSection[];
}

/** What `compare.removeSection` takes. */
export interface CompareRemoveSectionInput {
  id: number;
}

/** The `data` `compare.removeSection` answers. */
export interface CompareRemoveSectionOutput {
  productIds: number[];
}

/** What `compare.page` takes. */
export interface ComparePageInput {
  sectionId?: number | undefined;
}

/** The `data` `compare.page` answers. */
export interface ComparePageOutput {
  /** The section compared and its products, keyed by product id (§3). */
  products: {
    id: number | null;
    items: {
      [key: string]: ProductCard;
    };
  };
  properties: {
    important: CompareProperty[];
    additional: CompareProperty[];
  };
  sections: ListSection[];
  activeSectionId: number | null;
  productIds: number[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `orders.make` takes. */
export type OrdersMakeInput =
  | {
      /** The basket's `version` the shopper confirmed. */
      basketVersion: string;
      name: string;
      phone: string;
      paySystem: PaySystemCode;
      deliveryType: 'courier';
      /** Where the courier brings the order. */
      address: string;
      /**
       * The total the form showed (goods and delivery, roubles): an order whose total is another now is
       * refused 409 `price_changed` with both totals, never placed at a price not shown.
       */
      total?: number | undefined;
      /** A legal entity buys for one of its organizations. */
      organizationId?: number | undefined;
      requisitesFiles?:
        | (Blob & {
            name: string;
          })[]
        | undefined;
      email?: string | undefined;
      comment?: string | undefined;
      /**
       * The city (the current one when absent). A city the address names is the one delivered to and
       * priced, whatever `cityId` says.
       */
      cityId?: number | undefined;
      /** The day, YYYY-MM-DD, one of `deliveries`' courier dates; the first of them when absent. */
      deliveryDate?: string | undefined;
      /** The window, 'HH:MM - HH:MM', one of that day's; '10:00 - 12:00' when absent (§5). */
      deliveryTime?: string | undefined;
    }
  | {
      /** The basket's `version` the shopper confirmed. */
      basketVersion: string;
      name: string;
      phone: string;
      paySystem: PaySystemCode;
      deliveryType: 'pickup';
      /** The pickup shop, which must have every line (`shopsHoldingBasket` finds them). */
      shopId: number;
      /**
       * The total the form showed (goods and delivery, roubles): an order whose total is another now is
       * refused 409 `price_changed` with both totals, never placed at a price not shown.
       */
      total?: number | undefined;
      /** A legal entity buys for one of its organizations. */
      organizationId?: number | undefined;
      requisitesFiles?:
        | (Blob & {
            name: string;
          })[]
        | undefined;
      email?: string | undefined;
      comment?: string | undefined;
    };

/** The `data` `orders.make` answers. */
export interface OrdersMakeOutput {
  order: Order;
}

/** What `orders.makeFast` takes. */
export interface OrdersMakeFastInput {
  name: string;
  phone: string;
  /**
   * The total the form showed (goods and delivery, roubles): an order whose total is another now is
   * refused 409 `price_changed` with both totals, never placed at a price not shown.
   */
  total?: number | undefined;
  email?: string | undefined;
  comment?: string | undefined;
  productId?: number | undefined;
  quantity?: number | undefined;
}

/** The `data` `orders.makeFast` answers. */
export interface OrdersMakeFastOutput {
  order: Order;
}

/** What `orders.status` takes. */
export interface OrdersStatusInput {
  number: string;
  phone?: string | undefined;
}

/** The `data` `orders.status` answers. */
export interface OrdersStatusOutput {
  number: string;
  created: string;
  status: OrderStatus;
  statusTitle: string;
  paymentStatus: PaymentStatus;
  isPaid: boolean;
  total: number;
  deliveryService: string;
  deliveryDate: string;
  deliveryTime: string;
}

/** What `orders.list` takes. */
export interface OrdersListInput {
  page?: number | undefined;
  /** One status value of `statuses`, or 'all'. */
  status?:
    | 'new'
    | 'confirmed'
    | 'assembling'
    | 'ready'
    | 'delivering'
    | 'done'
    | 'cancelled'
    | 'all'
    | 'active'
    | undefined;
}

/** The `data` `orders.list` answers. */
export interface OrdersListOutput {
  items: Order[];
  pagination: Pagination;
  statuses: OrderStatusEntry[];
}

/** What `orders.cancelReasons` takes. */
export interface OrdersCancelReasonsInput {
  [key: string]: never;
}

/** The `data` `orders.cancelReasons` answers. */
export interface OrdersCancelReasonsOutput {
  items: {
    id: number;
    title: string;
  }[];
}

/** What `orders.cancel` takes. */
export interface OrdersCancelInput {
  orderId: number;
  reason: number;
  description?: string | undefined;
}

/** The `data` `orders.cancel` answers. */
export interface OrdersCancelOutput {
  order: Order;
}

/** What `orders.change` takes. */
export interface OrdersChangeInput {
  orderId: number;
  comment?: string | undefined;
}

/** The `data` `orders.change` answers. */
export interface OrdersChangeOutput {
  order: Order;
}

/** What `orders.copy` takes. */
export interface OrdersCopyInput {
  orderId: number;
}

/** The `data` `orders.copy` answers. */
export interface OrdersCopyOutput {
  basket: Basket;
  skipped: {
    id: number;
    title: string;
    reason: string;
  }[];
}

/** What `orders.fastPrice` takes. */
export interface OrdersFastPriceInput {
  productId: number;
  quantity?: number | undefined;
}

/** The `data` `orders.fastPrice` answers. */
export interface OrdersFastPriceOutput {
  productId: number;
  quantity: number;
  /** Price of one unit for this buyer. */
  price: number;
  /** The goods' sum. */
  sum: number;
  deliveryPrice: number;
  total: number;
  /** Whether the buyer is logged in (the form then needs no phone). */
  authorised: boolean;
  /** Whether the quantity can be had (delivery, or at the point). */
  available: boolean;
  /** When it can be delivered or picked up, YYYY-MM-DD. */
  readyDate: string;
}

/** What `orders.fastPriceToPoint` takes. */
export interface OrdersFastPriceToPointInput {
  shopId: number;
  productId: number;
  quantity?: number | undefined;
}

/** The `data` `orders.fastPriceToPoint` answers. */
export interface OrdersFastPriceToPointOutput {
  productId: number;
  quantity: number;
  /** Price of one unit for this buyer. */
  price: number;
  /** The goods' sum. */
  sum: number;
  deliveryPrice: number;
  total: number;
  /** Whether the buyer is logged in (the form then needs no phone). */
  authorised: boolean;
  /** Whether the quantity can be had (delivery, or at the point). */
  available: boolean;
  /** When it can be delivered or picked up, YYYY-MM-DD. */
  readyDate: string;
}

/** What `orders.fastMake` takes. */
export interface OrdersFastMakeInput {
  name: string;
  phone: string;
  productId: number;
  address?: string | undefined;
  /**
   * The total the form showed (goods and delivery, roubles): an order whose total is another now is
   * refused 409 `price_changed` with both totals, never placed at a price not shown.
   */
  total?: number | undefined;
  email?: string | undefined;
  comment?: string | undefined;
  quantity?: number | undefined;
}

/** The `data` `orders.fastMake` answers. */
export interface OrdersFastMakeOutput {
  order: Order;
}

/** What `orders.fastMakeToPoint` takes. */
export interface OrdersFastMakeToPointInput {
  shopId: number;
  name: string;
  phone: string;
  productId: number;
  /**
   * The total the form showed (goods and delivery, roubles): an order whose total is another now is
   * refused 409 `price_changed` with both totals, never placed at a price not shown.
   */
  total?: number | undefined;
  email?: string | undefined;
  comment?: string | undefined;
  quantity?: number | undefined;
}

/** The `data` `orders.fastMakeToPoint` answers. */
export interface OrdersFastMakeToPointOutput {
  order: Order;
}

/** What `orders.deliveries` takes. */
export interface OrdersDeliveriesInput {
  cityId?: number | undefined;
}

/** The `data` `orders.deliveries` answers. */
export type OrdersDeliveriesOutput = Deliveries;

/** What `orders.deliveryAddresses` takes. */
export interface OrdersDeliveryAddressesInput {
  q?: string | undefined;
}

/** The `data` `orders.deliveryAddresses` answers. */
export interface OrdersDeliveryAddressesOutput {
  items: DeliveryAddress[];
}

/** What `orders.paySystems` takes. */
export interface OrdersPaySystemsInput {
  [key: string]: never;
}

/** The `data` `orders.paySystems` answers. */
export interface OrdersPaySystemsOutput {
  items: PaySystem[];
}

/** What `orders.page` takes. */
export interface OrdersPageInput {
  page?: number | undefined;
  /** One status value of `statuses`, or 'all'. */
  status?:
    | 'new'
    | 'confirmed'
    | 'assembling'
    | 'ready'
    | 'delivering'
    | 'done'
    | 'cancelled'
    | 'all'
    | 'active'
    | undefined;
}

/** The `data` `orders.page` answers. */
export interface OrdersPageOutput {
  items: Order[];
  pagination: Pagination;
  statuses: OrderStatusEntry[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `orders.detailPage` takes. */
export interface OrdersDetailPageInput {
  id: number;
  success?: string | undefined;
}

/** The `data` `orders.detailPage` answers. */
export interface OrdersDetailPageOutput {
  order: Order;
  cancelReasons: {
    id: number;
    title: string;
  }[];
  paySystems: PaySystem[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `orders.makePage` takes. */
export interface OrdersMakePageInput {
  deliveryType?: 'pickup' | 'courier' | undefined;
  cityId?: number | undefined;
}

/** The `data` `orders.makePage` answers. */
export interface OrdersMakePageOutput {
  basket: Basket;
  deliveries: Deliveries;
  paySystems: PaySystem[];
  buyer: {
    name: string;
    phone: string;
    email: string;
    isLegal: boolean;
  };
  receivers: Receiver[];
  addresses: DeliveryAddress[];
  organizations: Organization[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `payments.create` takes. */
export interface PaymentsCreateInput {
  orderId: number;
  cancellable?: boolean | 'Y' | 'N' | undefined;
}

/** The `data` `payments.create` answers. */
export type PaymentsCreateOutput = Payment;

/** What `payments.createOnline` takes. */
export interface PaymentsCreateOnlineInput {
  orderId: number;
  paySystem?: 'card' | 'parts-halva' | 'raiff-sbp' | 'raiff-acquiring' | undefined;
}

/** The `data` `payments.createOnline` answers. */
export type PaymentsCreateOnlineOutput = Payment;

/** What `payments.orderId` takes. */
export interface PaymentsOrderIdInput {
  paymentId: string;
}

/** The `data` `payments.orderId` answers. */
export interface PaymentsOrderIdOutput {
  orderId: number;
  status: PaymentStatus;
}

/** What `payments.fromReturn` takes. */
export interface PaymentsFromReturnInput {
  paymentId: string;
  success?: string | undefined;
  signature?: string | undefined;
}

/** The `data` `payments.fromReturn` answers. */
export interface PaymentsFromReturnOutput {
  orderId: number;
  number: string;
  status: PaymentStatus;
}

/** What `estimates.create` takes. */
export interface EstimatesCreateInput {
  products: {
    id: number;
    quantity: number;
  }[];
  title?: string | undefined;
}

/** The `data` `estimates.create` answers. */
export type EstimatesCreateOutput = Estimate;

/** What `estimates.remove` takes. */
export interface EstimatesRemoveInput {
  id: number;
}

/** The `data` `estimates.remove` answers. */
export interface EstimatesRemoveOutput {
  removed: boolean;
}

/** What `estimates.addToBasket` takes. */
export interface EstimatesAddToBasketInput {
  id: number;
}

/** The `data` `estimates.addToBasket` answers. */
export type EstimatesAddToBasketOutput = Basket;

/** What `estimates.page` takes. */
export interface EstimatesPageInput {
  [key: string]: never;
}

/** The `data` `estimates.page` answers. */
export interface EstimatesPageOutput {
  items: Estimate[];
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `estimates.detailPage` takes. */
export interface EstimatesDetailPageInput {
  id: number;
}

/** The `data` `estimates.detailPage` answers. */
export interface EstimatesDetailPageOutput {
  estimate: Estimate;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  sidebar: PersonalSidebar | null;
}

/** What `support.orders` takes. */
export interface SupportOrdersInput {
  customer?: string | undefined;
  status?:
    | 'new'
    | 'confirmed'
    | 'assembling'
    | 'ready'
    | 'delivering'
    | 'done'
    | 'cancelled'
    | 'active'
    | undefined;
  payment?: 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded' | 'not_paid' | undefined;
  /** The first day (Moscow) the orders were placed on, inclusive. */
  from?: string | undefined;
  /** The last day (Moscow) the orders were placed on, inclusive. */
  to?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** The `data` `support.orders` answers. */
export interface SupportOrdersOutput {
  items: SupportOrderRow[];
  total: number;
}

/** What `support.order` takes. */
export interface SupportOrderInput {
  number: string;
}

/** The `data` `support.order` answers. */
export interface SupportOrderOutput {
  order: Order;
  userId: number | null;
  events: OrderEvent[];
  cancelReasons: {
    id: number;
    title: string;
  }[];
}

/** What `support.cancel` takes. */
export interface SupportCancelInput {
  number: string;
  reason: number;
  comment?: string | undefined;
}

/** The `data` `support.cancel` answers. */
export interface SupportCancelOutput {
  order: Order;
}

/** What `support.copy` takes. */
export interface SupportCopyInput {
  number: string;
}

/** The `data` `support.copy` answers. */
export interface SupportCopyOutput {
  /** The lines the copy raised to the order's quantity, with the quantity each now holds. */
  added: {
    id: number;
    title: string;
    quantity: number;
  }[];
  /** The lines that already held the order's quantity or more, left as they were (a copy run again). */
  kept: {
    id: number;
    title: string;
    quantity: number;
  }[];
  skipped: {
    id: number;
    title: string;
    reason: string;
  }[];
  /** Whose basket: the account's, or the guest's (by the order's visitor id). */
  basketOf: 'guest' | 'account';
}

/** What `support.customers` takes. */
export interface SupportCustomersInput {
  q: string;
  page?: number | undefined;
  limit?: number | undefined;
}

/** The `data` `support.customers` answers. */
export interface SupportCustomersOutput {
  items: SupportCustomer[];
  total: number;
}

/** What `support.customerBasket` takes. */
export interface SupportCustomerBasketInput {
  id: number;
}

/** The `data` `support.customerBasket` answers. */
export interface SupportCustomerBasketOutput {
  customer: {
    id: number | null;
    name: string;
    phone: string;
    email: string;
  };
  basket: Basket;
}

/** What `support.guestBasket` takes. */
export interface SupportGuestBasketInput {
  phone: string;
}

/** The `data` `support.guestBasket` answers. */
export interface SupportGuestBasketOutput {
  customer: {
    id: number | null;
    name: string;
    phone: string;
    email: string;
  };
  basket: Basket;
}
