-- The typo vocabulary's counts change by what a statement changed in the searchable words of
-- published tools, and only then. An update of other columns (a checked date, a logo, a rating)
-- writes and locks no count, so such updates running at once (Refresh Metadata visits eight
-- websites at a time) cannot deadlock on shared words. The counts are written in word order,
-- so two edits of tools sharing words lock them in the same order.
CREATE OR REPLACE FUNCTION search_terms_follow_tools() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  terms text[];
  deltas int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(term ORDER BY term), array_agg(n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, sum(n)::int AS n
      FROM (
        SELECT term, -1 AS n
        FROM old_tools, unnest(tool_search_terms(old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases)) AS term
        WHERE old_tools.status = 'published'
        UNION ALL
        SELECT term, 1 AS n
        FROM new_tools, unnest(tool_search_terms(new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases)) AS term
        WHERE new_tools.status = 'published'
      ) AS changes
      GROUP BY term
    ) AS counted
    WHERE n <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(term ORDER BY term), array_agg(n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, count(*)::int AS n
      FROM new_tools, unnest(tool_search_terms(new_tools.name, new_tools.category, new_tools.shortdescription, new_tools.description, new_tools.features, new_tools.usecases)) AS term
      WHERE new_tools.status = 'published'
      GROUP BY term
    ) AS counted;
  ELSE
    SELECT array_agg(term ORDER BY term), array_agg(-n ORDER BY term) INTO terms, deltas
    FROM (
      SELECT term, count(*)::int AS n
      FROM old_tools, unnest(tool_search_terms(old_tools.name, old_tools.category, old_tools.shortdescription, old_tools.description, old_tools.features, old_tools.usecases)) AS term
      WHERE old_tools.status = 'published'
      GROUP BY term
    ) AS counted;
  END IF;
  IF terms IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_terms AS s (term, documents)
  SELECT change.term, change.n
  FROM unnest(terms, deltas) AS change(term, n)
  ORDER BY change.term
  ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  DELETE FROM search_terms WHERE term = ANY(terms) AND documents <= 0;
  RETURN NULL;
END
$$;
