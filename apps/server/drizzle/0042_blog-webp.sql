-- The demo blog's pictures are WebP now (half the bytes of the JPEGs they replace): posts that
-- still name a demo JPEG name its WebP. A picture the owner chose is left alone.
UPDATE "blog_posts" SET "img" = regexp_replace("img", '^/media/blog/([1-6])\.jpg$', '/media/blog/\1.webp')
WHERE "img" ~ '^/media/blog/[1-6]\.jpg$';
