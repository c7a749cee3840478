extension Migrations {
    /// Search that understands Russian and English: the catalogue's search index keeps each
    /// title's words by field (title, authors, subjects, the rest) as their Snowball stems —
    /// in SQLite through the FTS5 tokenizer `kartoteka`, in PostgreSQL through a text search
    /// configuration `kartoteka` of Snowball dictionaries without stop words; the vocabulary (every word with how many titles
    /// hold it, and its spelling keys) serves the last word typed and spelling suggestions; and
    /// classes and author signs get indexes of their own. The index is filled from the titles by
    /// each store once the schema is up to date (its content is worked out in Swift).
    static let v10Search = Migration(version: 10, name: "search", sqlite: """
        DROP TABLE title_search;
        CREATE VIRTUAL TABLE title_search USING fts5 (title, authors, subjects, other, tokenize = 'kartoteka');

        CREATE INDEX titles_bbk ON titles (bbk) WHERE bbk <> '';
        CREATE INDEX titles_udc ON titles (udc) WHERE udc <> '';
        CREATE INDEX titles_author_sign ON titles (author_sign) WHERE author_sign <> '';

        CREATE TABLE search_words (
            word TEXT PRIMARY KEY,
            term TEXT NOT NULL,
            titles INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE search_word_keys (
            key TEXT NOT NULL,
            word TEXT NOT NULL,
            PRIMARY KEY (key, word)
        ) WITHOUT ROWID;
        """, postgres: """
        CREATE TEXT SEARCH DICTIONARY kartoteka_russian (TEMPLATE = snowball, LANGUAGE = russian);
        CREATE TEXT SEARCH DICTIONARY kartoteka_english (TEMPLATE = snowball, LANGUAGE = english);
        CREATE TEXT SEARCH CONFIGURATION kartoteka (PARSER = default);
        ALTER TEXT SEARCH CONFIGURATION kartoteka ADD MAPPING FOR asciiword WITH kartoteka_english;
        ALTER TEXT SEARCH CONFIGURATION kartoteka ADD MAPPING FOR word WITH kartoteka_russian;
        ALTER TEXT SEARCH CONFIGURATION kartoteka ADD MAPPING FOR numword, uint, int, float, sfloat, version WITH simple;

        ALTER TABLE titles DROP COLUMN search_vector;
        ALTER TABLE titles DROP COLUMN search_text;
        ALTER TABLE titles
            ADD COLUMN search_title text NOT NULL DEFAULT '',
            ADD COLUMN search_authors text NOT NULL DEFAULT '',
            ADD COLUMN search_subjects text NOT NULL DEFAULT '',
            ADD COLUMN search_other text NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN search_vector tsvector NOT NULL GENERATED ALWAYS AS (
            setweight(to_tsvector('kartoteka', search_title), 'A') || setweight(to_tsvector('kartoteka', search_authors), 'B')
            || setweight(to_tsvector('kartoteka', search_subjects), 'C') || setweight(to_tsvector('kartoteka', search_other), 'D')
        ) STORED;
        CREATE INDEX titles_search ON titles USING gin (search_vector);
        CREATE INDEX titles_bbk ON titles ((bbk COLLATE "C"), id) WHERE bbk <> '';
        CREATE INDEX titles_udc ON titles ((udc COLLATE "C"), id) WHERE udc <> '';
        CREATE INDEX titles_author_sign ON titles (author_sign) WHERE author_sign <> '';

        CREATE TABLE search_words (
            word text COLLATE "C" PRIMARY KEY,
            term text COLLATE "C" NOT NULL,
            titles integer NOT NULL
        );
        CREATE TABLE search_word_keys (
            key text COLLATE "C" NOT NULL,
            word text COLLATE "C" NOT NULL,
            PRIMARY KEY (key, word)
        );
        """)
}
