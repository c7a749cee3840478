extension Migrations {
    /// The fund's accounts: receipts (a batch a line of the book of summary accounting, numbered
    /// from 1 each year) that copies name by year and number, each copy's balance, kind of
    /// document, last stock check and — for one written off before these accounts — the act it
    /// came with; acts of write-off with their commission and copies (a copy in one act at most);
    /// stock checks with the copies they expect (and, once ended, what became of each) and those
    /// scanned (a number once per check).
    /// SQLite keeps the copies' batch true by triggers, PostgreSQL by a foreign key.
    static let v9FundAccounts = Migration(version: 9, name: "fund accounts", sqlite: """
        CREATE TABLE receipts (
            id INTEGER PRIMARY KEY,
            year INTEGER NOT NULL,
            number INTEGER NOT NULL CHECK (number > 0),
            received_on TEXT NOT NULL,
            source TEXT NOT NULL
                CHECK (source IN ('purchase', 'gift', 'subscription', 'exchange', 'replacement', 'legal_deposit', 'transfer', 'other')),
            supplier TEXT NOT NULL DEFAULT '',
            document_kind TEXT NOT NULL
                CHECK (document_kind IN ('invoice', 'waybill', 'register', 'transfer_act', 'acceptance_act')),
            document_number TEXT NOT NULL DEFAULT '',
            document_date TEXT,
            note TEXT NOT NULL DEFAULT '',
            is_open INTEGER NOT NULL DEFAULT 1 CHECK (is_open IN (0, 1)),
            created_by TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            UNIQUE (year, number),
            CHECK (year = CAST(substr(received_on, 1, 4) AS INTEGER))
        );
        CREATE INDEX receipts_received ON receipts (received_on);

        ALTER TABLE copies ADD COLUMN receipt_year INTEGER;
        ALTER TABLE copies ADD COLUMN receipt_number INTEGER;
        ALTER TABLE copies ADD COLUMN on_balance INTEGER NOT NULL DEFAULT 1 CHECK (on_balance IN (0, 1));
        ALTER TABLE copies ADD COLUMN document_type TEXT NOT NULL DEFAULT 'book'
            CHECK (document_type IN ('book', 'brochure', 'journal', 'newspaper', 'audiovisual', 'electronic'));
        ALTER TABLE copies ADD COLUMN checked_on TEXT;
        ALTER TABLE copies ADD COLUMN write_off_reference TEXT NOT NULL DEFAULT '';
        CREATE INDEX copies_receipt ON copies (receipt_year, receipt_number);
        CREATE INDEX copies_received_on ON copies (received_on);
        CREATE INDEX copies_inventory_order ON copies ((CASE WHEN inventory_number NOT GLOB '*[^0-9]*' AND length(ltrim(inventory_number, '0')) <= 20 THEN '0' || substr('00000000000000000000' || ltrim(inventory_number, '0'), -20, 20) ELSE '1' || inventory_number END));
        CREATE TRIGGER copies_receipt_exists_on_insert BEFORE INSERT ON copies
        WHEN NEW.receipt_year IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM receipts WHERE year = NEW.receipt_year AND number = NEW.receipt_number)
        BEGIN SELECT RAISE(ABORT, 'receipt_not_found'); END;
        CREATE TRIGGER copies_receipt_exists_on_update BEFORE UPDATE OF receipt_year, receipt_number ON copies
        WHEN NEW.receipt_year IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM receipts WHERE year = NEW.receipt_year AND number = NEW.receipt_number)
        BEGIN SELECT RAISE(ABORT, 'receipt_not_found'); END;
        CREATE TRIGGER receipts_with_copies_stay BEFORE DELETE ON receipts
        WHEN EXISTS (SELECT 1 FROM copies WHERE receipt_year = OLD.year AND receipt_number = OLD.number)
        BEGIN SELECT RAISE(ABORT, 'receipt_has_copies'); END;
        CREATE TRIGGER receipts_keep_their_number BEFORE UPDATE OF year, number ON receipts
        WHEN NEW.year <> OLD.year OR NEW.number <> OLD.number
        BEGIN SELECT RAISE(ABORT, 'receipt_year_fixed'); END;

        CREATE TABLE write_offs (
            id INTEGER PRIMARY KEY,
            year INTEGER NOT NULL,
            number INTEGER NOT NULL CHECK (number > 0),
            act_date TEXT NOT NULL,
            reason TEXT NOT NULL CHECK (reason IN ('worn', 'lost', 'outdated', 'defective', 'off_profile', 'duplicate')),
            approved_by TEXT NOT NULL DEFAULT '',
            note TEXT NOT NULL DEFAULT '',
            created_by TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            UNIQUE (year, number),
            CHECK (year = CAST(substr(act_date, 1, 4) AS INTEGER))
        );
        CREATE INDEX write_offs_date ON write_offs (act_date);
        CREATE TABLE write_off_members (
            id INTEGER PRIMARY KEY,
            write_off_id INTEGER NOT NULL REFERENCES write_offs (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            role TEXT NOT NULL DEFAULT '',
            UNIQUE (write_off_id, position)
        );
        CREATE TABLE write_off_items (
            id INTEGER PRIMARY KEY,
            write_off_id INTEGER NOT NULL REFERENCES write_offs (id) ON DELETE CASCADE,
            copy_id INTEGER NOT NULL UNIQUE REFERENCES copies (id),
            inventory_number TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            year INTEGER,
            price_kopecks INTEGER NOT NULL CHECK (price_kopecks >= 0),
            coefficient INTEGER NOT NULL CHECK (coefficient > 0),
            sum_kopecks INTEGER NOT NULL CHECK (sum_kopecks >= 0),
            on_balance INTEGER NOT NULL CHECK (on_balance IN (0, 1)),
            document_type TEXT NOT NULL
                CHECK (document_type IN ('book', 'brochure', 'journal', 'newspaper', 'audiovisual', 'electronic')),
            bbk TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX write_off_items_act ON write_off_items (write_off_id);

        CREATE TABLE stocktakes (
            id INTEGER PRIMARY KEY,
            branch_id INTEGER REFERENCES branches (id),
            storage_place TEXT,
            inventory_from TEXT,
            inventory_to TEXT,
            started_on TEXT NOT NULL,
            started_by TEXT,
            finished_on TEXT,
            finished_by TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE stocktake_expected (
            id INTEGER PRIMARY KEY,
            stocktake_id INTEGER NOT NULL REFERENCES stocktakes (id) ON DELETE CASCADE,
            copy_id INTEGER NOT NULL REFERENCES copies (id) ON DELETE CASCADE,
            outcome TEXT CHECK (outcome IS NULL OR outcome IN ('counted', 'on_paper', 'missing')),
            UNIQUE (stocktake_id, copy_id)
        );
        CREATE INDEX stocktake_expected_copy ON stocktake_expected (copy_id);
        CREATE TABLE stocktake_scans (
            id INTEGER PRIMARY KEY,
            stocktake_id INTEGER NOT NULL REFERENCES stocktakes (id) ON DELETE CASCADE,
            inventory_text TEXT NOT NULL,
            copy_id INTEGER REFERENCES copies (id) ON DELETE SET NULL,
            scanned_at INTEGER NOT NULL,
            scanned_by TEXT,
            UNIQUE (stocktake_id, inventory_text)
        );
        CREATE INDEX stocktake_scans_copy ON stocktake_scans (stocktake_id, copy_id);

        CREATE TRIGGER branches_with_stocktakes_stay BEFORE DELETE ON branches
        WHEN EXISTS (SELECT 1 FROM stocktakes WHERE branch_id = OLD.id)
        BEGIN SELECT RAISE(ABORT, 'branch_in_use'); END;
        """, postgres: """
        CREATE TABLE receipts (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            year integer NOT NULL,
            number integer NOT NULL CHECK (number > 0),
            received_on date NOT NULL,
            source text NOT NULL
                CHECK (source IN ('purchase', 'gift', 'subscription', 'exchange', 'replacement', 'legal_deposit', 'transfer', 'other')),
            supplier text NOT NULL DEFAULT '',
            document_kind text NOT NULL
                CHECK (document_kind IN ('invoice', 'waybill', 'register', 'transfer_act', 'acceptance_act')),
            document_number text NOT NULL DEFAULT '',
            document_date date,
            note text NOT NULL DEFAULT '',
            is_open boolean NOT NULL DEFAULT true,
            created_by text,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL,
            CONSTRAINT receipts_number_unique UNIQUE (year, number),
            CHECK (year = extract(year FROM received_on))
        );
        CREATE INDEX receipts_received ON receipts (received_on);

        ALTER TABLE copies ADD COLUMN receipt_year integer;
        ALTER TABLE copies ADD COLUMN receipt_number integer;
        ALTER TABLE copies ADD CONSTRAINT copies_receipt_exists FOREIGN KEY (receipt_year, receipt_number)
            REFERENCES receipts (year, number);
        ALTER TABLE copies ADD COLUMN on_balance boolean NOT NULL DEFAULT true;
        ALTER TABLE copies ADD COLUMN document_type text NOT NULL DEFAULT 'book'
            CHECK (document_type IN ('book', 'brochure', 'journal', 'newspaper', 'audiovisual', 'electronic'));
        ALTER TABLE copies ADD COLUMN checked_on date;
        ALTER TABLE copies ADD COLUMN write_off_reference text NOT NULL DEFAULT '';
        CREATE INDEX copies_receipt ON copies (receipt_year, receipt_number);
        CREATE INDEX copies_received_on ON copies (received_on);
        CREATE INDEX copies_inventory_order ON copies ((CASE WHEN inventory_number ~ '^[0-9]+$' AND length(ltrim(inventory_number, '0')) <= 20 THEN '0' || lpad(ltrim(inventory_number, '0'), 20, '0') ELSE '1' || inventory_number END COLLATE "C"));

        CREATE TABLE write_offs (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            year integer NOT NULL,
            number integer NOT NULL CHECK (number > 0),
            act_date date NOT NULL,
            reason text NOT NULL CHECK (reason IN ('worn', 'lost', 'outdated', 'defective', 'off_profile', 'duplicate')),
            approved_by text NOT NULL DEFAULT '',
            note text NOT NULL DEFAULT '',
            created_by text,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL,
            CONSTRAINT write_offs_number_unique UNIQUE (year, number),
            CHECK (year = extract(year FROM act_date))
        );
        CREATE INDEX write_offs_date ON write_offs (act_date);
        CREATE TABLE write_off_members (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            write_off_id bigint NOT NULL REFERENCES write_offs (id) ON DELETE CASCADE,
            position integer NOT NULL,
            name text NOT NULL CHECK (length(trim(name)) > 0),
            role text NOT NULL DEFAULT '',
            UNIQUE (write_off_id, position)
        );
        CREATE TABLE write_off_items (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            write_off_id bigint NOT NULL REFERENCES write_offs (id) ON DELETE CASCADE,
            copy_id bigint NOT NULL CONSTRAINT write_off_items_copy_unique UNIQUE REFERENCES copies (id),
            inventory_number text NOT NULL,
            description text NOT NULL DEFAULT '',
            year integer,
            price_kopecks bigint NOT NULL CHECK (price_kopecks >= 0),
            coefficient bigint NOT NULL CHECK (coefficient > 0),
            sum_kopecks bigint NOT NULL CHECK (sum_kopecks >= 0),
            on_balance boolean NOT NULL,
            document_type text NOT NULL
                CHECK (document_type IN ('book', 'brochure', 'journal', 'newspaper', 'audiovisual', 'electronic')),
            bbk text NOT NULL DEFAULT ''
        );
        CREATE INDEX write_off_items_act ON write_off_items (write_off_id);

        CREATE TABLE stocktakes (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            branch_id bigint REFERENCES branches (id),
            storage_place text,
            inventory_from text,
            inventory_to text,
            started_on date NOT NULL,
            started_by text,
            finished_on date,
            finished_by text,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );
        CREATE TABLE stocktake_expected (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            stocktake_id bigint NOT NULL REFERENCES stocktakes (id) ON DELETE CASCADE,
            copy_id bigint NOT NULL REFERENCES copies (id) ON DELETE CASCADE,
            outcome text CHECK (outcome IS NULL OR outcome IN ('counted', 'on_paper', 'missing')),
            UNIQUE (stocktake_id, copy_id)
        );
        CREATE INDEX stocktake_expected_copy ON stocktake_expected (copy_id);
        CREATE TABLE stocktake_scans (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            stocktake_id bigint NOT NULL REFERENCES stocktakes (id) ON DELETE CASCADE,
            inventory_text text NOT NULL,
            copy_id bigint REFERENCES copies (id) ON DELETE SET NULL,
            scanned_at bigint NOT NULL,
            scanned_by text,
            CONSTRAINT stocktake_scans_once UNIQUE (stocktake_id, inventory_text)
        );
        CREATE INDEX stocktake_scans_copy ON stocktake_scans (stocktake_id, copy_id);
        """)
}
