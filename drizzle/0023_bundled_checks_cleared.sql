-- The bundled catalogue used to give every tool the date it was written (2026-11-22) as the
-- day its facts were checked, and tool pages showed it as "Facts checked". No check happened
-- that day; only an administrator's confirmation dates one now. The bundled tools that still
-- carry that date lose it (a date an administrator set on any other day stays).
UPDATE ai_tools SET checkedat = NULL WHERE checkedat = '2026-11-22';
