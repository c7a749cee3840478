/// The schema's migrations, one static property each.
enum Migrations {
    /// Titles, copies, readers, loans, locations, settings and the catalogue search index.
    static let v1Initial = Migration(version: 1, name: "initial", sql: """
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
        """)
}
