-- News, articles and videos (issue 18; content/publication-rows.ts): what the store publishes about
-- itself, each at its own address (/about/novosti/{code}/, /stati/{code}/, /videos/{code}/), tagged,
-- dated, with related products; comments on articles wait for a content manager before they show.

-- The tags a publication may carry; a list is filtered by one (?tag=).
CREATE TABLE publication_tags (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(code) <= 64),
  title text NOT NULL
);

CREATE TABLE publications (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'article', 'video')),
  code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text NOT NULL,
  -- The lead shown on cards and in the description meta.
  description text NOT NULL,
  -- The body as blocks: {"type": "h2" | "p" | "ul", "text"?, "items"?}; headings give the contents.
  body jsonb NOT NULL,
  -- Questions and answers under an article: [{"question", "answer"}].
  faq jsonb NOT NULL DEFAULT '[]',
  -- A video's page address on its host (rutube, youtube), made an embed address when played.
  video_url text,
  video_duration integer,
  tags text[] NOT NULL DEFAULT '{}',
  product_ids integer[] NOT NULL DEFAULT '{}',
  published_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  UNIQUE (kind, code),
  CHECK ((kind = 'video') = (video_url IS NOT NULL))
);
CREATE INDEX publications_list ON publications (kind, published_at DESC, id DESC);
CREATE INDEX publications_tags ON publications USING gin (tags);

-- A comment on an article (§7.7): shown once a content manager publishes it. The author's visitor id
-- and client address are kept for moderation and the posting limits; consent_at is when the author
-- agreed to the processing of the name they gave (152-ФЗ).
CREATE TABLE publication_comments (
  id serial PRIMARY KEY,
  publication_id integer NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  author text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'moderation' CHECK (status IN ('moderation', 'published', 'rejected')),
  f_user_id text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  address text,
  consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  moderated_at timestamptz,
  moderated_by text NOT NULL DEFAULT '',
  reject_reason text NOT NULL DEFAULT '',
  likes integer NOT NULL DEFAULT 0,
  dislikes integer NOT NULL DEFAULT 0
);
CREATE INDEX publication_comments_shown ON publication_comments (publication_id, status, created_at);
CREATE INDEX publication_comments_status ON publication_comments (status, created_at);

-- One vote per visitor per comment, as review_votes (visitor/vote-once.ts).
CREATE TABLE comment_votes (
  comment_id integer NOT NULL REFERENCES publication_comments (id) ON DELETE CASCADE,
  voter text NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (-1, 1)),
  address text,
  PRIMARY KEY (comment_id, voter)
);
CREATE INDEX comment_votes_address ON comment_votes (comment_id, address) WHERE address IS NOT NULL;
