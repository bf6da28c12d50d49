CREATE OR REPLACE FUNCTION stats_count_leads() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'DELETE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'UPDATE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'newleads'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSE
            DELETE FROM stats_quarter_hours WHERE series IN ('newleads');
            DELETE FROM stats_days WHERE series IN ('newleads');
            PERFORM pg_notify('atrium_stats_changed', '');
          END IF;
          RETURN NULL;
        END $$
--;
CREATE OR REPLACE FUNCTION stats_count_inventory_tags() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'DELETE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'UPDATE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'engagements'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSE
            DELETE FROM stats_quarter_hours WHERE series IN ('engagements');
            DELETE FROM stats_days WHERE series IN ('engagements');
            PERFORM pg_notify('atrium_stats_changed', '');
          END IF;
          RETURN NULL;
        END $$
--;
CREATE OR REPLACE FUNCTION stats_count_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'DELETE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'UPDATE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active') r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM old_rows WHERE status = 'active' EXCEPT ALL SELECT project_id, 'submissions'::text AS series, date_time AS at FROM new_rows WHERE status = 'active') r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSE
            DELETE FROM stats_quarter_hours WHERE series IN ('submissions');
            DELETE FROM stats_days WHERE series IN ('submissions');
            PERFORM pg_notify('atrium_stats_changed', '');
          END IF;
          RETURN NULL;
        END $$
--;
CREATE OR REPLACE FUNCTION stats_count_customers() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'DELETE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'UPDATE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM old_rows EXCEPT ALL SELECT project_id, 'customers'::text AS series, created_at AS at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSE
            DELETE FROM stats_quarter_hours WHERE series IN ('customers');
            DELETE FROM stats_days WHERE series IN ('customers');
            PERFORM pg_notify('atrium_stats_changed', '');
          END IF;
          RETURN NULL;
        END $$
--;
CREATE OR REPLACE FUNCTION stats_count_video_events() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'DELETE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSIF TG_OP = 'UPDATE' THEN 
    PERFORM 1 FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(8009, project_id), pg_notify('atrium_stats_changed', project_id::text) FROM (SELECT DISTINCT project_id FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c) p;
    writer_shard := stats_shard();
    WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, writer_shard, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (SELECT project_id, series, at, 1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM old_rows EXCEPT ALL SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM new_rows) r) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, writer_shard, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n;
          ELSE
            DELETE FROM stats_quarter_hours WHERE series IN ('likes', 'views');
            DELETE FROM stats_days WHERE series IN ('likes', 'views');
            PERFORM pg_notify('atrium_stats_changed', '');
          END IF;
          RETURN NULL;
        END $$
--;
CREATE OR REPLACE FUNCTION stats_zone_changed() RETURNS trigger LANGUAGE plpgsql SET jit = off
      AS $$ BEGIN 
    PERFORM pg_advisory_xact_lock(8009, NEW.id);
    DELETE FROM stats_days WHERE project_id = NEW.id;
    WITH qd AS MATERIALIZED (SELECT quarter, stats_day(NEW.time_zone, quarter) AS day,
      stats_day(NEW.time_zone, quarter + interval '899.999999 seconds') <> stats_day(NEW.time_zone, quarter) AS straddles
    FROM (SELECT DISTINCT quarter FROM stats_quarter_hours WHERE project_id = NEW.id) q)
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT NEW.id, day, series, 0, sum(n) FROM (
      SELECT qd.day, s.series, s.n FROM stats_quarter_hours s JOIN qd USING (quarter)
      WHERE s.project_id = NEW.id AND NOT qd.straddles
      UNION ALL SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (SELECT project_id, 'newleads'::text AS series, created_at AS at FROM leads) r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2
UNION ALL SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (SELECT project_id, 'engagements'::text AS series, created_at AS at FROM inventory_tags) r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2
UNION ALL SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (SELECT project_id, 'submissions'::text AS series, date_time AS at FROM submissions WHERE status = 'active') r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2
UNION ALL SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (SELECT project_id, 'customers'::text AS series, created_at AS at FROM customers) r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2
UNION ALL SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM video_events) r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2
    ) c (day, series, n) GROUP BY day, series HAVING sum(n) <> 0; PERFORM pg_notify('atrium_stats_changed', NEW.id::text); RETURN NULL; END $$
