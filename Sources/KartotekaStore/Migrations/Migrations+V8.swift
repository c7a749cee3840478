extension Migrations {
    /// The reader-first desk: a reader's phone becomes optional and may be shared (siblings, a
    /// parent's number), readers get a parent's phone and e-mail, a school class and a graduated
    /// mark; titles get their kind (a textbook, fiction…), fiction taken from BBK section 84; the
    /// loan rules per reader category and kind, blocks set by hand, and lost books. SQLite cannot
    /// drop a column's NOT NULL or UNIQUE, so there the readers table is rebuilt (its ids, and so
    /// the loans and the search index that point at them, stay as they are).
    static let v8ReaderDesk = Migration(version: 8, name: "reader desk", sqlite: """
        CREATE TABLE readers_rebuilt (
            id INTEGER PRIMARY KEY,
            ticket_number TEXT NOT NULL UNIQUE,
            surname TEXT NOT NULL CHECK (length(trim(surname)) > 0),
            first_name TEXT NOT NULL,
            patronymic TEXT NOT NULL DEFAULT '',
            birth TEXT,
            gender TEXT CHECK (gender IS NULL OR gender IN ('female', 'male')),
            category TEXT NOT NULL DEFAULT '',
            class_grade INTEGER CHECK (class_grade IS NULL OR class_grade BETWEEN 1 AND 11),
            class_letter TEXT CHECK (class_letter IS NULL OR length(class_letter) = 1),
            graduated INTEGER NOT NULL DEFAULT 0 CHECK (graduated IN (0, 1)),
            postcode TEXT NOT NULL DEFAULT '',
            city TEXT NOT NULL DEFAULT '',
            street TEXT NOT NULL DEFAULT '',
            house TEXT NOT NULL DEFAULT '',
            flat TEXT NOT NULL DEFAULT '',
            phone TEXT,
            phone_key TEXT,
            email TEXT NOT NULL DEFAULT '',
            parent_phone TEXT,
            parent_phone_key TEXT,
            parent_email TEXT NOT NULL DEFAULT '',
            workplace TEXT NOT NULL DEFAULT '',
            registered_on TEXT NOT NULL,
            sort_key TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            CHECK ((class_grade IS NULL) = (class_letter IS NULL)),
            CHECK ((phone IS NULL) = (phone_key IS NULL)),
            CHECK ((parent_phone IS NULL) = (parent_phone_key IS NULL))
        );
        INSERT INTO readers_rebuilt (id, ticket_number, surname, first_name, patronymic, birth, gender, category, postcode, city,
                                     street, house, flat, phone, phone_key, email, workplace, registered_on, sort_key, created_at,
                                     updated_at)
        SELECT id, ticket_number, surname, first_name, patronymic, birth, gender, category, postcode, city, street, house, flat,
               phone, phone_key, email, workplace, registered_on, sort_key, created_at, updated_at
        FROM readers;
        DROP TABLE readers;
        ALTER TABLE readers_rebuilt RENAME TO readers;
        CREATE INDEX readers_sort ON readers (sort_key, id);
        CREATE INDEX readers_updated ON readers (updated_at);
        CREATE INDEX readers_phone_key ON readers (phone_key) WHERE phone_key IS NOT NULL;
        CREATE INDEX readers_parent_phone_key ON readers (parent_phone_key) WHERE parent_phone_key IS NOT NULL;
        CREATE INDEX readers_class ON readers (class_grade, class_letter) WHERE class_grade IS NOT NULL;
        CREATE TRIGGER readers_with_open_loans_are_not_deleted BEFORE DELETE ON readers
        WHEN EXISTS (SELECT 1 FROM loans WHERE reader_id = OLD.id AND returned_at IS NULL)
        BEGIN SELECT RAISE(ABORT, 'reader_has_open_loans'); END;

        ALTER TABLE titles ADD COLUMN document_kind TEXT NOT NULL DEFAULT 'other'
            CHECK (document_kind IN ('textbook', 'fiction', 'reference', 'periodical', 'other'));
        \(fictionFromBBK)

        CREATE TABLE loan_rules (
            id INTEGER PRIMARY KEY,
            category TEXT NOT NULL DEFAULT '',
            category_key TEXT NOT NULL DEFAULT '',
            kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('', 'textbook', 'fiction', 'reference', 'periodical', 'other')),
            period_days INTEGER NOT NULL CHECK (period_days BETWEEN 1 AND 365),
            maximum_loans INTEGER CHECK (maximum_loans IS NULL OR maximum_loans >= 0),
            maximum_renewals INTEGER NOT NULL CHECK (maximum_renewals >= 0),
            reading_room_only INTEGER NOT NULL DEFAULT 0 CHECK (reading_room_only IN (0, 1)),
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            CHECK (category_key <> '' OR kind <> ''),
            UNIQUE (category_key, kind)
        );

        CREATE TABLE reader_blocks (
            id INTEGER PRIMARY KEY,
            reader_id INTEGER NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            reason TEXT NOT NULL CHECK (length(trim(reason)) > 0),
            until_on TEXT,
            set_at INTEGER NOT NULL,
            set_by TEXT,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX reader_blocks_reader ON reader_blocks (reader_id);

        CREATE TABLE losses (
            id INTEGER PRIMARY KEY,
            loan_id INTEGER REFERENCES loans (id) ON DELETE SET NULL,
            copy_id INTEGER REFERENCES copies (id) ON DELETE SET NULL,
            inventory_number TEXT NOT NULL,
            title_description TEXT NOT NULL DEFAULT '',
            reader_id INTEGER REFERENCES readers (id) ON DELETE SET NULL,
            ticket_number TEXT,
            recorded_at INTEGER NOT NULL,
            recorded_by TEXT,
            settled_how TEXT CHECK (settled_how IS NULL OR settled_how IN ('replaced', 'paid', 'by_hand')),
            settlement_note TEXT NOT NULL DEFAULT '',
            amount_kopecks INTEGER CHECK (amount_kopecks IS NULL OR amount_kopecks >= 0),
            settled_at INTEGER,
            settled_by TEXT,
            updated_at INTEGER NOT NULL,
            CHECK ((settled_how IS NULL) = (settled_at IS NULL))
        );
        CREATE UNIQUE INDEX losses_one_per_loan ON losses (loan_id) WHERE loan_id IS NOT NULL;
        CREATE INDEX losses_unsettled ON losses (reader_id) WHERE settled_at IS NULL;
        CREATE INDEX losses_recorded ON losses (recorded_at);
        """, postgres: """
        ALTER TABLE readers DROP CONSTRAINT readers_phone_key_unique;
        ALTER TABLE readers ALTER COLUMN phone DROP NOT NULL, ALTER COLUMN phone_key DROP NOT NULL,
            ADD COLUMN class_grade integer CHECK (class_grade BETWEEN 1 AND 11),
            ADD COLUMN class_letter text CHECK (length(class_letter) = 1),
            ADD COLUMN graduated boolean NOT NULL DEFAULT false,
            ADD COLUMN parent_phone text,
            ADD COLUMN parent_phone_key text,
            ADD COLUMN parent_email text NOT NULL DEFAULT '',
            ADD CONSTRAINT readers_class_whole CHECK ((class_grade IS NULL) = (class_letter IS NULL)),
            ADD CONSTRAINT readers_phone_with_key CHECK ((phone IS NULL) = (phone_key IS NULL)),
            ADD CONSTRAINT readers_parent_phone_with_key CHECK ((parent_phone IS NULL) = (parent_phone_key IS NULL));
        CREATE INDEX readers_phone_key ON readers (phone_key) WHERE phone_key IS NOT NULL;
        CREATE INDEX readers_parent_phone_key ON readers (parent_phone_key) WHERE parent_phone_key IS NOT NULL;
        CREATE INDEX readers_class ON readers (class_grade, class_letter) WHERE class_grade IS NOT NULL;

        ALTER TABLE titles ADD COLUMN document_kind text NOT NULL DEFAULT 'other'
            CHECK (document_kind IN ('textbook', 'fiction', 'reference', 'periodical', 'other'));
        \(fictionFromBBK)

        CREATE TABLE loan_rules (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            category text NOT NULL DEFAULT '',
            category_key text NOT NULL DEFAULT '',
            kind text NOT NULL DEFAULT '' CHECK (kind IN ('', 'textbook', 'fiction', 'reference', 'periodical', 'other')),
            period_days integer NOT NULL CHECK (period_days BETWEEN 1 AND 365),
            maximum_loans integer CHECK (maximum_loans IS NULL OR maximum_loans >= 0),
            maximum_renewals integer NOT NULL CHECK (maximum_renewals >= 0),
            reading_room_only boolean NOT NULL DEFAULT false,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL,
            CHECK (category_key <> '' OR kind <> ''),
            CONSTRAINT loan_rules_one_per_scope UNIQUE (category_key, kind)
        );

        CREATE TABLE reader_blocks (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            reader_id bigint NOT NULL REFERENCES readers (id) ON DELETE CASCADE,
            reason text NOT NULL CHECK (length(trim(reason)) > 0),
            until_on date,
            set_at bigint NOT NULL,
            set_by text,
            updated_at bigint NOT NULL
        );
        CREATE INDEX reader_blocks_reader ON reader_blocks (reader_id);

        CREATE TABLE losses (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            loan_id bigint REFERENCES loans (id) ON DELETE SET NULL,
            copy_id bigint REFERENCES copies (id) ON DELETE SET NULL,
            inventory_number text NOT NULL,
            title_description text NOT NULL DEFAULT '',
            reader_id bigint REFERENCES readers (id) ON DELETE SET NULL,
            ticket_number text,
            recorded_at bigint NOT NULL,
            recorded_by text,
            settled_how text CHECK (settled_how IS NULL OR settled_how IN ('replaced', 'paid', 'by_hand')),
            settlement_note text NOT NULL DEFAULT '',
            amount_kopecks bigint CHECK (amount_kopecks IS NULL OR amount_kopecks >= 0),
            settled_at bigint,
            settled_by text,
            updated_at bigint NOT NULL,
            CHECK ((settled_how IS NULL) = (settled_at IS NULL))
        );
        CREATE UNIQUE INDEX losses_one_per_loan ON losses (loan_id) WHERE loan_id IS NOT NULL;
        CREATE INDEX losses_unsettled ON losses (reader_id) WHERE settled_at IS NULL;
        CREATE INDEX losses_recorded ON losses (recorded_at);
        """, sqliteRebuildsTables: true)

    /// Titles catalogued before kinds are fiction when their BBK index is in section 84 (as
    /// ``DocumentKind/inferred(bbk:)`` says), anything else otherwise.
    private static let fictionFromBBK = """
        UPDATE titles SET document_kind = 'fiction'
        WHERE bbk = '84' OR (bbk LIKE '84%' AND substr(bbk, 3, 1) NOT IN ('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'));
        """
}
