extension Migrations {
    /// The reader's side: holds (a queue per title, a copy set aside on the hold shelf or on its
    /// way there, the pickup branch), copies travelling for a hold (a new reason of transfers),
    /// notices to readers with the items each is about (a key per loan and reminder, or per
    /// hold, so that none is made twice), readers' sign-in to the self-service catalogue
    /// (a password or one-time codes, whether they show their history, the lock after wrong
    /// codes) and their sessions. SQLite cannot change a CHECK, so there the transfers table is
    /// rebuilt (its ids stay); the branches' trigger that reads it is made again, counting holds.
    static let v11ReadersSide = Migration(version: 11, name: "reader's side", sqlite: """
        DROP TRIGGER branches_in_use_are_not_deleted;
        CREATE TABLE transfers_rebuilt (
            id INTEGER PRIMARY KEY,
            copy_id INTEGER REFERENCES copies (id) ON DELETE SET NULL,
            inventory_number TEXT NOT NULL,
            title_description TEXT NOT NULL DEFAULT '',
            from_branch_id INTEGER NOT NULL REFERENCES branches (id),
            to_branch_id INTEGER NOT NULL REFERENCES branches (id),
            reason TEXT NOT NULL CHECK (reason IN ('return_to_home', 'manual', 'hold')),
            sent_at INTEGER NOT NULL,
            sent_by TEXT,
            received_at INTEGER,
            received_by TEXT,
            updated_at INTEGER NOT NULL,
            CHECK (from_branch_id <> to_branch_id)
        );
        INSERT INTO transfers_rebuilt (id, copy_id, inventory_number, title_description, from_branch_id, to_branch_id, reason, sent_at,
                                       sent_by, received_at, received_by, updated_at)
        SELECT id, copy_id, inventory_number, title_description, from_branch_id, to_branch_id, reason, sent_at, sent_by, received_at,
               received_by, updated_at
        FROM transfers;
        DROP TABLE transfers;
        ALTER TABLE transfers_rebuilt RENAME TO transfers;
        CREATE UNIQUE INDEX transfers_one_open_per_copy ON transfers (copy_id) WHERE received_at IS NULL;
        CREATE INDEX transfers_open_to ON transfers (to_branch_id) WHERE received_at IS NULL;
        CREATE INDEX transfers_sent ON transfers (sent_at);

        CREATE TABLE holds (
            id INTEGER PRIMARY KEY,
            title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
            title_description TEXT NOT NULL DEFAULT '',
            reader_id INTEGER NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            wanted_copy_id INTEGER REFERENCES copies (id) ON DELETE CASCADE,
            copy_id INTEGER REFERENCES copies (id) ON DELETE SET NULL,
            pickup_branch_id INTEGER NOT NULL REFERENCES branches (id),
            state TEXT NOT NULL CHECK (state IN ('queued', 'in_transit', 'waiting', 'collected', 'expired', 'cancelled')),
            placed_at INTEGER NOT NULL,
            placed_by TEXT,
            by_reader INTEGER NOT NULL DEFAULT 0 CHECK (by_reader IN (0, 1)),
            pickup_until TEXT,
            ended_at INTEGER,
            loan_id INTEGER REFERENCES loans (id) ON DELETE SET NULL,
            updated_at INTEGER NOT NULL,
            CHECK ((state IN ('collected', 'expired', 'cancelled')) = (ended_at IS NOT NULL))
        );
        CREATE UNIQUE INDEX holds_one_per_reader_and_title ON holds (title_id, reader_id) WHERE state IN ('queued', 'in_transit', 'waiting');
        CREATE UNIQUE INDEX holds_one_per_copy ON holds (copy_id) WHERE state IN ('in_transit', 'waiting');
        CREATE INDEX holds_queue ON holds (title_id, placed_at, id) WHERE state = 'queued';
        CREATE INDEX holds_reader ON holds (reader_id, state);
        CREATE INDEX holds_pickup ON holds (pickup_branch_id, state);
        CREATE INDEX holds_placed ON holds (placed_at);

        CREATE TRIGGER branches_in_use_are_not_deleted BEFORE DELETE ON branches
        WHEN OLD.is_main = 1
            OR EXISTS (SELECT 1 FROM copies WHERE home_branch_id = OLD.id OR current_branch_id = OLD.id)
            OR EXISTS (SELECT 1 FROM loans WHERE lent_branch_id = OLD.id OR returned_branch_id = OLD.id)
            OR EXISTS (SELECT 1 FROM accounts WHERE branch_id = OLD.id)
            OR EXISTS (SELECT 1 FROM transfers WHERE from_branch_id = OLD.id OR to_branch_id = OLD.id)
            OR EXISTS (SELECT 1 FROM holds WHERE pickup_branch_id = OLD.id)
        BEGIN SELECT RAISE(ABORT, 'branch_in_use'); END;

        CREATE TABLE notices (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('before_due', 'overdue', 'hold_waiting', 'hold_expired')),
            reader_id INTEGER REFERENCES readers (id) ON DELETE SET NULL,
            ticket_number TEXT,
            reader_name TEXT,
            recipient TEXT NOT NULL,
            language TEXT NOT NULL CHECK (language IN ('ru', 'en')),
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'dropped')),
            attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
            last_error TEXT NOT NULL DEFAULT '',
            created_at INTEGER NOT NULL,
            next_attempt_at INTEGER,
            sending_at INTEGER,
            sent_at INTEGER,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX notices_to_send ON notices (next_attempt_at) WHERE state IN ('pending', 'failed');
        CREATE INDEX notices_created ON notices (created_at);
        CREATE INDEX notices_reader ON notices (reader_id);
        CREATE TABLE notice_items (
            id INTEGER PRIMARY KEY,
            notice_id INTEGER NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
            item_key TEXT NOT NULL UNIQUE,
            loan_id INTEGER REFERENCES loans (id) ON DELETE SET NULL,
            due_on TEXT,
            hold_id INTEGER REFERENCES holds (id) ON DELETE SET NULL
        );
        CREATE INDEX notice_items_notice ON notice_items (notice_id);

        CREATE TABLE reader_logins (
            reader_id INTEGER PRIMARY KEY REFERENCES readers (id) ON DELETE CASCADE,
            password_hash TEXT,
            codes_enabled INTEGER NOT NULL DEFAULT 0 CHECK (codes_enabled IN (0, 1)),
            history_shown INTEGER NOT NULL DEFAULT 0 CHECK (history_shown IN (0, 1)),
            code_digest TEXT,
            code_expires_at INTEGER,
            wrong_codes INTEGER NOT NULL DEFAULT 0 CHECK (wrong_codes >= 0),
            locked_until INTEGER,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE reader_sessions (
            token_digest TEXT PRIMARY KEY,
            reader_id INTEGER NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            csrf_token TEXT NOT NULL,
            expires_at INTEGER NOT NULL,
            created_at INTEGER NOT NULL
        );
        CREATE INDEX reader_sessions_reader ON reader_sessions (reader_id);
        """, postgres: """
        ALTER TABLE transfers DROP CONSTRAINT transfers_reason_check,
            ADD CONSTRAINT transfers_reason_check CHECK (reason IN ('return_to_home', 'manual', 'hold'));

        CREATE TABLE holds (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            title_id bigint NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
            title_description text NOT NULL DEFAULT '',
            reader_id bigint NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            wanted_copy_id bigint REFERENCES copies (id) ON DELETE CASCADE,
            copy_id bigint REFERENCES copies (id) ON DELETE SET NULL,
            pickup_branch_id bigint NOT NULL REFERENCES branches (id),
            state text NOT NULL CHECK (state IN ('queued', 'in_transit', 'waiting', 'collected', 'expired', 'cancelled')),
            placed_at bigint NOT NULL,
            placed_by text,
            by_reader boolean NOT NULL DEFAULT false,
            pickup_until date,
            ended_at bigint,
            loan_id bigint REFERENCES loans (id) ON DELETE SET NULL,
            updated_at bigint NOT NULL,
            CHECK ((state IN ('collected', 'expired', 'cancelled')) = (ended_at IS NOT NULL))
        );
        CREATE UNIQUE INDEX holds_one_per_reader_and_title ON holds (title_id, reader_id) WHERE state IN ('queued', 'in_transit', 'waiting');
        CREATE UNIQUE INDEX holds_one_per_copy ON holds (copy_id) WHERE state IN ('in_transit', 'waiting');
        CREATE INDEX holds_queue ON holds (title_id, placed_at, id) WHERE state = 'queued';
        CREATE INDEX holds_reader ON holds (reader_id, state);
        CREATE INDEX holds_pickup ON holds (pickup_branch_id, state);
        CREATE INDEX holds_placed ON holds (placed_at);

        CREATE TABLE notices (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            kind text NOT NULL CHECK (kind IN ('before_due', 'overdue', 'hold_waiting', 'hold_expired')),
            reader_id bigint REFERENCES readers (id) ON DELETE SET NULL,
            ticket_number text,
            reader_name text,
            recipient text NOT NULL,
            language text NOT NULL CHECK (language IN ('ru', 'en')),
            subject text NOT NULL,
            body text NOT NULL,
            state text NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'dropped')),
            attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
            last_error text NOT NULL DEFAULT '',
            created_at bigint NOT NULL,
            next_attempt_at bigint,
            sending_at bigint,
            sent_at bigint,
            updated_at bigint NOT NULL
        );
        CREATE INDEX notices_to_send ON notices (next_attempt_at) WHERE state IN ('pending', 'failed');
        CREATE INDEX notices_created ON notices (created_at);
        CREATE INDEX notices_reader ON notices (reader_id);
        CREATE TABLE notice_items (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            notice_id bigint NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
            item_key text NOT NULL CONSTRAINT notice_items_key_unique UNIQUE,
            loan_id bigint REFERENCES loans (id) ON DELETE SET NULL,
            due_on date,
            hold_id bigint REFERENCES holds (id) ON DELETE SET NULL
        );
        CREATE INDEX notice_items_notice ON notice_items (notice_id);

        CREATE TABLE reader_logins (
            reader_id bigint PRIMARY KEY REFERENCES readers (id) ON DELETE CASCADE,
            password_hash text,
            codes_enabled boolean NOT NULL DEFAULT false,
            history_shown boolean NOT NULL DEFAULT false,
            code_digest text,
            code_expires_at bigint,
            wrong_codes integer NOT NULL DEFAULT 0 CHECK (wrong_codes >= 0),
            locked_until bigint,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );
        CREATE TABLE reader_sessions (
            token_digest text PRIMARY KEY,
            reader_id bigint NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            csrf_token text NOT NULL,
            expires_at bigint NOT NULL,
            created_at bigint NOT NULL
        );
        CREATE INDEX reader_sessions_reader ON reader_sessions (reader_id);
        """, sqliteRebuildsTables: true)
}
