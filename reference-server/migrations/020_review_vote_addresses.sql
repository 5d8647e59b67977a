-- Review votes against fresh guest identities (issue 17; reviews/review-votes.ts): a guest's vote
-- keeps the client address it came from, so that the guest votes one address gives a review are
-- capped; a signed-in shopper's vote (one per account) keeps none.
ALTER TABLE review_votes ADD COLUMN address text;
CREATE INDEX review_votes_address ON review_votes (review_id, address) WHERE address IS NOT NULL;
