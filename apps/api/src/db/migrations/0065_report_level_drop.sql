-- Issue 50, decision 0124: itinera_report_level (0042) is called by no function since 0064, whose
-- itinera_report_levels walks the pricing JSON once for the three levels; a function nobody calls
-- is one more to read when the reports' triggers change.
DROP FUNCTION IF EXISTS itinera_report_level(prices jsonb, lvl int, what text);
