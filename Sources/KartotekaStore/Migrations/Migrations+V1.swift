/// The schema's migrations, one static property each.
enum Migrations {
    /// Titles, copies, readers, loans, locations, settings and the catalogue search index.
    static let v1Initial = Migration(version: 1, name: "initial", sqlite: """
        CREATE TABLE titles (
            id INTEGER PRIMARY KEY,
            isbn TEXT,
            author_surname TEXT NOT NULL DEFAULT '',
            author_initials TEXT NOT NULL DEFAULT '',
            author_given_names TEXT NOT NULL DEFAULT '',
            other_authors TEXT NOT NULL DEFAULT '',
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            subtitle TEXT NOT NULL DEFAULT '',
            publisher TEXT NOT NULL DEFAULT '',
            city TEXT NOT NULL DEFAULT '',
            year INTEGER,
            pages INTEGER CHECK (pages IS NULL OR pages > 0),
            price_kopecks INTEGER CHECK (price_kopecks IS NULL OR price_kopecks >= 0),
            bbk TEXT NOT NULL DEFAULT '',
            udc TEXT NOT NULL DEFAULT '',
            author_sign TEXT NOT NULL DEFAULT '',
            language TEXT NOT NULL DEFAULT '',
            annotation TEXT NOT NULL DEFAULT '',
            keywords TEXT NOT NULL DEFAULT '',
            sort_key TEXT NOT NULL,
            title_key TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX titles_title_key ON titles (title_key);
        CREATE UNIQUE INDEX titles_isbn ON titles (isbn) WHERE isbn IS NOT NULL;
        CREATE INDEX titles_sort ON titles (sort_key, id);
        CREATE INDEX titles_updated ON titles (updated_at);

        CREATE VIRTUAL TABLE title_search USING fts5 (
            body, tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3'
        );

        CREATE TABLE copies (
            id INTEGER PRIMARY KEY,
            title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
            inventory_number TEXT NOT NULL UNIQUE,
            storage_place TEXT NOT NULL DEFAULT '',
            price_kopecks INTEGER CHECK (price_kopecks IS NULL OR price_kopecks >= 0),
            received_on TEXT,
            barcode TEXT UNIQUE,
            status TEXT NOT NULL DEFAULT 'available'
                CHECK (status IN ('available', 'on_loan', 'lost', 'written_off', 'bindery')),
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX copies_title ON copies (title_id, status);
        CREATE INDEX copies_updated ON copies (updated_at);

        CREATE TRIGGER copies_on_loan_are_not_deleted BEFORE DELETE ON copies
        WHEN OLD.status = 'on_loan'
        BEGIN SELECT RAISE(ABORT, 'copy_on_loan'); END;

        CREATE TABLE readers (
            id INTEGER PRIMARY KEY,
            ticket_number TEXT NOT NULL UNIQUE,
            surname TEXT NOT NULL CHECK (length(trim(surname)) > 0),
            first_name TEXT NOT NULL,
            patronymic TEXT NOT NULL DEFAULT '',
            birth TEXT,
            gender TEXT CHECK (gender IS NULL OR gender IN ('female', 'male')),
            category TEXT NOT NULL DEFAULT '',
            postcode TEXT NOT NULL DEFAULT '',
            city TEXT NOT NULL DEFAULT '',
            street TEXT NOT NULL DEFAULT '',
            house TEXT NOT NULL DEFAULT '',
            flat TEXT NOT NULL DEFAULT '',
            phone TEXT NOT NULL,
            phone_key TEXT NOT NULL UNIQUE,
            email TEXT NOT NULL DEFAULT '',
            workplace TEXT NOT NULL DEFAULT '',
            registered_on TEXT NOT NULL,
            sort_key TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX readers_sort ON readers (sort_key, id);
        CREATE INDEX readers_updated ON readers (updated_at);

        CREATE VIRTUAL TABLE reader_search USING fts5 (
            body, tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3'
        );

        CREATE TABLE loans (
            id INTEGER PRIMARY KEY,
            copy_id INTEGER REFERENCES copies (id) ON DELETE SET NULL,
            reader_id INTEGER REFERENCES readers (id) ON DELETE SET NULL,
            inventory_number TEXT NOT NULL,
            ticket_number TEXT,
            title_description TEXT NOT NULL DEFAULT '',
            issued_at INTEGER NOT NULL,
            due_on TEXT NOT NULL,
            returned_at INTEGER,
            renewals INTEGER NOT NULL DEFAULT 0 CHECK (renewals >= 0),
            last_renewed_at INTEGER,
            updated_at INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX loans_one_open_per_copy ON loans (copy_id) WHERE returned_at IS NULL;
        CREATE INDEX loans_open_by_due ON loans (due_on) WHERE returned_at IS NULL;
        CREATE INDEX loans_reader ON loans (reader_id, issued_at);
        CREATE INDEX loans_copy ON loans (copy_id, issued_at);
        CREATE INDEX loans_updated ON loans (updated_at);

        CREATE TRIGGER loans_lend_only_available_copies BEFORE INSERT ON loans
        WHEN NEW.returned_at IS NULL
            AND (SELECT status FROM copies WHERE id = NEW.copy_id) IS NOT 'available'
        BEGIN SELECT RAISE(ABORT, 'copy_not_lendable'); END;

        CREATE TRIGGER loans_open_marks_copy_on_loan AFTER INSERT ON loans
        WHEN NEW.returned_at IS NULL
        BEGIN UPDATE copies SET status = 'on_loan' WHERE id = NEW.copy_id; END;

        CREATE TRIGGER loans_close_marks_copy_available AFTER UPDATE OF returned_at ON loans
        WHEN OLD.returned_at IS NULL AND NEW.returned_at IS NOT NULL
        BEGIN UPDATE copies SET status = 'available' WHERE id = NEW.copy_id AND status = 'on_loan'; END;

        CREATE TRIGGER readers_with_open_loans_are_not_deleted BEFORE DELETE ON readers
        WHEN EXISTS (SELECT 1 FROM loans WHERE reader_id = OLD.id AND returned_at IS NULL)
        BEGIN SELECT RAISE(ABORT, 'reader_has_open_loans'); END;

        CREATE TABLE locations (
            id INTEGER PRIMARY KEY,
            street_address TEXT NOT NULL,
            city TEXT NOT NULL,
            country TEXT NOT NULL,
            emoji TEXT NOT NULL DEFAULT '',
            hours TEXT NOT NULL DEFAULT '',
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );

        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """, postgres: """
        CREATE TABLE titles (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            isbn text,
            author_surname text NOT NULL DEFAULT '',
            author_initials text NOT NULL DEFAULT '',
            author_given_names text NOT NULL DEFAULT '',
            other_authors text NOT NULL DEFAULT '',
            title text NOT NULL CHECK (length(trim(title)) > 0),
            subtitle text NOT NULL DEFAULT '',
            publisher text NOT NULL DEFAULT '',
            city text NOT NULL DEFAULT '',
            year integer,
            pages integer CHECK (pages IS NULL OR pages > 0),
            price_kopecks bigint CHECK (price_kopecks IS NULL OR price_kopecks >= 0),
            bbk text NOT NULL DEFAULT '',
            udc text NOT NULL DEFAULT '',
            author_sign text NOT NULL DEFAULT '',
            language text NOT NULL DEFAULT '',
            annotation text NOT NULL DEFAULT '',
            keywords text NOT NULL DEFAULT '',
            sort_key text COLLATE "C" NOT NULL,
            title_key text COLLATE "C" NOT NULL,
            search_text text NOT NULL DEFAULT '',
            search_vector tsvector NOT NULL
                GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );
        CREATE INDEX titles_title_key ON titles (title_key);
        CREATE UNIQUE INDEX titles_isbn ON titles (isbn) WHERE isbn IS NOT NULL;
        CREATE INDEX titles_sort ON titles (sort_key, id);
        CREATE INDEX titles_updated ON titles (updated_at);
        CREATE INDEX titles_search ON titles USING gin (search_vector);

        CREATE TABLE copies (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            title_id bigint NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
            inventory_number text NOT NULL CONSTRAINT copies_inventory_number_unique UNIQUE,
            storage_place text NOT NULL DEFAULT '',
            price_kopecks bigint CHECK (price_kopecks IS NULL OR price_kopecks >= 0),
            received_on date,
            barcode text CONSTRAINT copies_barcode_unique UNIQUE,
            status text NOT NULL DEFAULT 'available'
                CHECK (status IN ('available', 'on_loan', 'lost', 'written_off', 'bindery')),
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );
        CREATE INDEX copies_title ON copies (title_id, status);
        CREATE INDEX copies_updated ON copies (updated_at);

        CREATE FUNCTION copies_on_loan_are_not_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'a copy on loan cannot be deleted'
                USING ERRCODE = 'check_violation', CONSTRAINT = 'copies_on_loan_are_not_deleted';
        END $$;
        CREATE TRIGGER copies_on_loan_are_not_deleted BEFORE DELETE ON copies
        FOR EACH ROW WHEN (OLD.status = 'on_loan') EXECUTE FUNCTION copies_on_loan_are_not_deleted();

        CREATE TABLE readers (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            ticket_number text NOT NULL CONSTRAINT readers_ticket_number_unique UNIQUE,
            surname text NOT NULL CHECK (length(trim(surname)) > 0),
            first_name text NOT NULL,
            patronymic text NOT NULL DEFAULT '',
            birth text,
            gender text CHECK (gender IS NULL OR gender IN ('female', 'male')),
            category text NOT NULL DEFAULT '',
            postcode text NOT NULL DEFAULT '',
            city text NOT NULL DEFAULT '',
            street text NOT NULL DEFAULT '',
            house text NOT NULL DEFAULT '',
            flat text NOT NULL DEFAULT '',
            phone text NOT NULL,
            phone_key text NOT NULL CONSTRAINT readers_phone_key_unique UNIQUE,
            email text NOT NULL DEFAULT '',
            workplace text NOT NULL DEFAULT '',
            registered_on date NOT NULL,
            sort_key text COLLATE "C" NOT NULL,
            search_text text NOT NULL DEFAULT '',
            search_vector tsvector NOT NULL
                GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED,
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );
        CREATE INDEX readers_sort ON readers (sort_key, id);
        CREATE INDEX readers_updated ON readers (updated_at);
        CREATE INDEX readers_search ON readers USING gin (search_vector);

        CREATE TABLE loans (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            copy_id bigint REFERENCES copies (id) ON DELETE SET NULL,
            reader_id bigint REFERENCES readers (id) ON DELETE SET NULL,
            inventory_number text NOT NULL,
            ticket_number text,
            title_description text NOT NULL DEFAULT '',
            issued_at bigint NOT NULL,
            due_on date NOT NULL,
            returned_at bigint,
            renewals integer NOT NULL DEFAULT 0 CHECK (renewals >= 0),
            last_renewed_at bigint,
            updated_at bigint NOT NULL
        );
        CREATE UNIQUE INDEX loans_one_open_per_copy ON loans (copy_id) WHERE returned_at IS NULL;
        CREATE INDEX loans_open_by_due ON loans (due_on) WHERE returned_at IS NULL;
        CREATE INDEX loans_reader ON loans (reader_id, issued_at);
        CREATE INDEX loans_copy ON loans (copy_id, issued_at);
        CREATE INDEX loans_updated ON loans (updated_at);

        CREATE FUNCTION loans_lend_only_available_copies() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF (SELECT status FROM copies WHERE id = NEW.copy_id) IS DISTINCT FROM 'available' THEN
                RAISE EXCEPTION 'only an available copy can be lent'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'loans_lend_only_available_copies';
            END IF;
            RETURN NEW;
        END $$;
        CREATE TRIGGER loans_lend_only_available_copies BEFORE INSERT ON loans
        FOR EACH ROW WHEN (NEW.returned_at IS NULL) EXECUTE FUNCTION loans_lend_only_available_copies();

        CREATE FUNCTION loans_open_marks_copy_on_loan() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE copies SET status = 'on_loan' WHERE id = NEW.copy_id;
            RETURN NULL;
        END $$;
        CREATE TRIGGER loans_open_marks_copy_on_loan AFTER INSERT ON loans
        FOR EACH ROW WHEN (NEW.returned_at IS NULL) EXECUTE FUNCTION loans_open_marks_copy_on_loan();

        CREATE FUNCTION loans_close_marks_copy_available() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE copies SET status = 'available' WHERE id = NEW.copy_id AND status = 'on_loan';
            RETURN NULL;
        END $$;
        CREATE TRIGGER loans_close_marks_copy_available AFTER UPDATE OF returned_at ON loans
        FOR EACH ROW WHEN (OLD.returned_at IS NULL AND NEW.returned_at IS NOT NULL)
        EXECUTE FUNCTION loans_close_marks_copy_available();

        CREATE FUNCTION readers_with_open_loans_are_not_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM loans WHERE reader_id = OLD.id AND returned_at IS NULL) THEN
                RAISE EXCEPTION 'a reader who holds books cannot be deleted'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'readers_with_open_loans_are_not_deleted';
            END IF;
            RETURN OLD;
        END $$;
        CREATE TRIGGER readers_with_open_loans_are_not_deleted BEFORE DELETE ON readers
        FOR EACH ROW EXECUTE FUNCTION readers_with_open_loans_are_not_deleted();

        CREATE TABLE locations (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            street_address text NOT NULL,
            city text NOT NULL,
            country text NOT NULL,
            emoji text NOT NULL DEFAULT '',
            hours text NOT NULL DEFAULT '',
            created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        );

        CREATE TABLE settings (
            key text PRIMARY KEY,
            value text NOT NULL
        );
        """)
}
