import KartotekaCore

/// A table of the library as a whole-library copy moves it (``LibraryCopy``): its name and the
/// columns both databases have, each with how it is read. A catalogued entity's columns are its
/// field table's (``TitleFields``, ``CopyFields``, ``ReaderFields``) with the columns no field
/// names, listed here once; the schema-coverage test holds every table to both databases' real
/// columns. The search index's columns are not listed: each store makes its own (SQLite's search
/// tables, PostgreSQL's search columns); nor are the tables that are not copied (``notCopied``).
package struct StoredTable: Sendable, Hashable {
    /// The table's name in both databases.
    package let name: String
    /// The column rows are ordered and paged by: `id`, or `key` for the settings.
    package let key: String
    /// The copied columns, in order.
    package let columns: [StoredColumn]
    /// How many rows a new database already has (the main branch), which a copy overwrites
    /// rather than finds in its way.
    package let seeded: Int

    private init(_ name: String, key: String = "id", seeded: Int = 0, _ columns: [StoredColumn]) {
        self.name = name
        self.key = key
        self.seeded = seeded
        self.columns = columns
    }

    /// An entity's table: `before` its fields' columns, then `after` them.
    private init<Draft>(_ name: String, _ before: [FieldColumn], fields: [FieldDescriptor<Draft>], _ after: [FieldColumn]) {
        self.init(name, (before + fields.flatMap(\.columns) + after).map(StoredColumn.init))
    }

    /// The column names, comma-separated.
    package var columnList: String {
        columns.map(\.name).joined(separator: ", ")
    }

    /// The tables that are not copied, with why: each database has them of its own.
    package static let notCopied: [String: String] = [
        "sessions": "staff's sessions end with the database they were opened on",
        "reader_sessions": "readers' sessions likewise",
        "sign_in_failures": "the sign-in throttle's passing memory",
        "schema_migrations": "each database has its own, at the same version",
        "search_words": "the search vocabulary, which each store makes from the copied titles",
        "search_word_keys": "the search vocabulary's keys, likewise",
    ]

    /// Every copied table, each after the tables it refers to.
    package static let all: [StoredTable] = [locations, branches, receipts, titles, copies, readers, textbookCards, classSets, loans, transfers, loanRules,
                                             readerBlocks, losses, writeOffs, writeOffMembers, writeOffItems, stocktakes,
                                             stocktakeExpected, stocktakeScans, holds, notices, noticeItems, readerLogins, accounts,
                                             apiTokens, auditLog, settings, copycatTargets, listVersions, listEntries,
                                             listMatches, listChecks, promotionSteps, readerConsents, destructionActs,
                                             destructionEvents, readerDataLog]

    static let locations = StoredTable("locations", [
        .integer("id"), .text("street_address"), .text("city"), .text("country"), .text("emoji"), .text("hours"),
        .integer("created_at"), .integer("updated_at"),
    ])
    /// The main branch (id 1) is in every new database already; a copy writes the source's over it.
    static let branches = StoredTable("branches", seeded: 1, [
        .integer("id"), .text("code"), .text("name"), .text("address"), .text("storage_place"), .integer("location_id"),
        .flag("is_main"), .integer("created_at"), .integer("updated_at"),
    ])
    /// The first columns are in ``TitleColumns/select`` order, so a row reads as a title.
    package static let titles = StoredTable("titles", [.bigInteger("id")], fields: TitleFields.all, [
        .bigInteger("created_at"), .bigInteger("updated_at"), .text("sort_key"), .text("title_key"),
    ])
    static let receipts = StoredTable("receipts", [
        .integer("id"), .integer("year"), .integer("number"), .text("received_on"), .text("source"), .text("supplier"),
        .text("document_kind"), .text("document_number"), .text("document_date"), .text("note"), .flag("is_open"), .text("created_by"),
        .integer("created_at"), .integer("updated_at"),
    ])
    /// The first columns are in ``CopyColumns/select`` order; then the branches' ids, the day a
    /// stock check found it and the act an import says wrote it off.
    package static let copies = StoredTable("copies", [.bigInteger("id"), .bigInteger("title_id")], fields: CopyFields.all, [
        .bigInteger("created_at"), .bigInteger("updated_at"), .bigInteger("home_branch_id"), .bigInteger("current_branch_id"),
        .day("checked_on"), .text("write_off_reference"),
    ])
    /// The first columns are in ``ReaderColumns/select`` order, so a row reads as a reader; then
    /// the phones' keys, the sort key, when a pupil left school, the last loan anonymised loans no
    /// longer show and the day a class list for the coming school year placed the pupil.
    package static let readers = StoredTable("readers", [.bigInteger("id")], fields: ReaderFields.all, [
        .bigInteger("created_at"), .bigInteger("updated_at"), .flag("graduated"), .text("phone_key"), .text("parent_phone_key"),
        .text("sort_key"), .bigInteger("graduated_at"), .bigInteger("last_loan_at"), .text("listed_ahead_on"),
    ])
    package static let loans = StoredTable("loans", [
        .integer("id"), .integer("copy_id"), .integer("reader_id"), .text("inventory_number"), .text("ticket_number"),
        .text("title_description"), .integer("issued_at"), .text("due_on"), .integer("returned_at"), .integer("renewals"),
        .integer("last_renewed_at"), .integer("updated_at"), .integer("lent_branch_id"), .integer("returned_branch_id"),
        .integer("class_set_id"), .flag("in_library"), .text("visitor"), .text("reader_birth_year"), .flag("closed_at_check"),
    ])
    static let textbookCards = StoredTable("textbook_cards", key: "title_id", [
        .integer("title_id"), .integer("card_number"), .text("subject"), .integer("grade_from"), .integer("grade_to"), .flag("federal_list"),
        .integer("updated_at"),
    ])
    static let classSets = StoredTable("class_sets", [
        .integer("id"), .integer("title_id"), .text("title_description"), .integer("class_grade"), .text("class_letter"),
        .integer("teacher_id"), .text("handed_on"), .text("handed_by"), .integer("created_at"),
    ])
    /// The last promotion's steps, which undo it.
    static let promotionSteps = StoredTable("promotion_steps", [
        .integer("id"), .text("promoted_on"), .text("previous_promotion_on"), .integer("reader_id"), .integer("class_grade"),
        .flag("graduated"), .text("class_letter"),
    ])
    static let transfers = StoredTable("transfers", [
        .integer("id"), .integer("copy_id"), .text("inventory_number"), .text("title_description"), .integer("from_branch_id"),
        .integer("to_branch_id"), .text("reason"), .integer("sent_at"), .text("sent_by"), .integer("received_at"), .text("received_by"),
        .integer("cancelled_at"), .integer("updated_at"),
    ])
    static let writeOffs = StoredTable("write_offs", [
        .integer("id"), .integer("year"), .integer("number"), .text("act_date"), .text("reason"), .text("approved_by"), .text("note"),
        .text("created_by"), .integer("created_at"), .integer("updated_at"),
    ])
    static let writeOffMembers = StoredTable("write_off_members", [
        .integer("id"), .integer("write_off_id"), .integer("position"), .text("name"), .text("role"),
    ])
    static let writeOffItems = StoredTable("write_off_items", [
        .integer("id"), .integer("write_off_id"), .integer("copy_id"), .text("inventory_number"), .text("description"), .integer("year"),
        .integer("price_kopecks"), .integer("coefficient"), .integer("sum_kopecks"), .flag("on_balance"), .text("document_type"),
        .text("bbk"),
    ])
    static let stocktakes = StoredTable("stocktakes", [
        .integer("id"), .integer("branch_id"), .text("storage_place"), .text("inventory_from"), .text("inventory_to"), .text("started_on"),
        .text("started_by"), .text("finished_on"), .text("finished_by"), .integer("created_at"), .integer("updated_at"),
    ])
    static let stocktakeExpected = StoredTable("stocktake_expected", [
        .integer("id"), .integer("stocktake_id"), .integer("copy_id"), .text("outcome"),
    ])
    static let stocktakeScans = StoredTable("stocktake_scans", [
        .integer("id"), .integer("stocktake_id"), .text("inventory_text"), .integer("copy_id"), .integer("scanned_at"), .text("scanned_by"),
    ])
    static let loanRules = StoredTable("loan_rules", [
        .integer("id"), .text("category"), .text("category_key"), .text("kind"), .integer("period_days"), .integer("maximum_loans"),
        .integer("maximum_renewals"), .flag("reading_room_only"), .integer("created_at"), .integer("updated_at"), .text("until_day"),
    ])
    static let readerBlocks = StoredTable("reader_blocks", [
        .integer("id"), .integer("reader_id"), .text("reason"), .text("until_on"), .integer("set_at"), .text("set_by"),
        .integer("updated_at"),
    ])
    static let losses = StoredTable("losses", [
        .integer("id"), .integer("loan_id"), .integer("copy_id"), .text("inventory_number"), .text("title_description"),
        .integer("reader_id"), .text("ticket_number"), .integer("recorded_at"), .text("recorded_by"), .text("settled_how"),
        .text("settlement_note"), .integer("amount_kopecks"), .integer("settled_at"), .text("settled_by"), .integer("updated_at"),
        .integer("replacement_copy_id"), .text("replacement_inventory_number"),
    ])
    static let holds = StoredTable("holds", [
        .integer("id"), .integer("title_id"), .text("title_description"), .integer("reader_id"), .integer("wanted_copy_id"),
        .integer("copy_id"), .integer("pickup_branch_id"), .text("state"), .integer("placed_at"), .text("placed_by"), .flag("by_reader"),
        .text("pickup_until"), .integer("ended_at"), .integer("loan_id"), .integer("updated_at"),
    ])
    static let notices = StoredTable("notices", [
        .integer("id"), .text("kind"), .integer("reader_id"), .text("ticket_number"), .text("reader_name"), .text("recipient"),
        .text("language"), .text("subject"), .text("body"), .text("state"), .integer("attempts"), .text("last_error"),
        .integer("created_at"), .integer("next_attempt_at"), .integer("sending_at"), .integer("sent_at"), .integer("updated_at"),
    ])
    static let noticeItems = StoredTable("notice_items", [
        .integer("id"), .integer("notice_id"), .text("item_key"), .integer("loan_id"), .text("due_on"), .integer("hold_id"),
    ])
    /// Readers' sign-in to the self-service catalogue, their password hashes too (their sessions
    /// are not copied).
    static let readerLogins = StoredTable("reader_logins", key: "reader_id", [
        .integer("reader_id"), .text("password_hash"), .flag("codes_enabled"), .flag("history_shown"), .text("code_digest"),
        .integer("code_expires_at"), .integer("wrong_codes"), .integer("locked_until"), .integer("created_at"), .integer("updated_at"),
    ])
    static let accounts = StoredTable("accounts", [
        .integer("id"), .text("username"), .text("display_name"), .text("role"), .text("password_hash"), .flag("disabled"),
        .integer("created_at"), .integer("updated_at"), .integer("branch_id"),
    ])
    static let apiTokens = StoredTable("api_tokens", [
        .integer("id"), .text("token_digest"), .integer("account_id"), .text("name"), .integer("created_at"),
        .integer("last_used_at"), .flag("revoked"),
    ])
    static let auditLog = StoredTable("audit_log", [
        .integer("id"), .integer("at"), .text("account"), .text("action"), .text("subject"),
    ])
    static let settings = StoredTable("settings", key: "key", [.text("key"), .text("value")])
    static let listVersions = StoredTable("list_versions", [
        .integer("id"), .text("kind"), .text("imported_on"), .text("imported_by"), .text("file_name"), .integer("entry_count"),
        .integer("first_number"), .integer("last_number"), .integer("added"), .integer("changed"), .integer("removed"), .integer("created_at"),
    ])
    static let listEntries = StoredTable("list_entries", [
        .integer("id"), .integer("version_id"), .integer("number"), .text("text"), .text("added_on"), .text("isbn"), .text("author"),
        .text("title"), .text("change"),
    ])
    static let listMatches = StoredTable("list_matches", [
        .integer("id"), .text("kind"), .integer("entry_number"), .text("entry_text"), .integer("title_id"), .text("title_description"),
        .text("basis"), .text("state"), .text("found_on"), .text("decided_by"), .text("decided_on"), .integer("updated_at"),
    ])
    static let listChecks = StoredTable("list_checks", [
        .integer("id"), .text("checked_on"), .text("kind"), .integer("version_id"), .text("scope"), .integer("titles_checked"),
        .integer("found"), .integer("new_candidates"), .text("found_entries"), .text("found_copies"), .text("action"), .text("commission"),
        .text("checked_by"), .integer("created_at"),
    ])
    static let readerConsents = StoredTable("reader_consents", key: "reader_id", [
        .integer("reader_id"), .text("given_on"), .text("signer"), .text("representative_name"), .text("representative_document"),
        .text("representative_relation"), .text("recorded_by"), .integer("recorded_at"),
    ])
    static let destructionActs = StoredTable("destruction_acts", [
        .integer("id"), .text("act_on"), .integer("at"), .text("operator_name"), .text("categories"), .text("tickets"), .integer("loans"),
        .integer("years_after_last_loan"), .integer("months_after_leaving"), .integer("loan_days"), .text("commission"), .text("created_by"),
        .text("operator_address"), .text("loans_returned_before"),
    ])
    static let destructionEvents = StoredTable("destruction_events", [
        .integer("id"), .integer("act_id"), .integer("at"), .text("account"), .text("kind"), .text("ticket"), .text("detail"),
    ])
    static let readerDataLog = StoredTable("reader_data_log", [
        .integer("id"), .integer("at"), .text("account"), .text("ticket"), .text("action"), .text("detail"),
    ])
    /// The copy-cataloguing targets, their passwords too.
    static let copycatTargets = StoredTable("copycat_targets", [
        .integer("id"), .text("name"), .text("host"), .integer("port"), .text("database_name"), .text("service"), .text("format"),
        .text("character_set"), .text("user_name"), .text("password"), .integer("timeout_seconds"), .flag("enabled"),
        .integer("position"), .integer("created_at"), .integer("updated_at"),
    ])
}

/// A copied column: its name and how its values are read.
package struct StoredColumn: Sendable, Hashable {
    /// How a column's values are read, the same from either database.
    package enum Kind: Sendable, Hashable {
        /// Whole numbers (and instants as seconds).
        case integer
        /// Text (and days as `YYYY-MM-DD`, which PostgreSQL's `date` prints alike).
        case text
        /// SQLite's 0 and 1, PostgreSQL's booleans: read as 0 or 1.
        case flag
    }

    /// The column's name.
    package let name: String
    /// How it is read.
    package let kind: Kind
    /// Its type in both databases, where the table says it (an entity's columns).
    package let type: SQLType?

    static func integer(_ name: String) -> StoredColumn { StoredColumn(name: name, kind: .integer, type: nil) }
    static func text(_ name: String) -> StoredColumn { StoredColumn(name: name, kind: .text, type: nil) }
    static func flag(_ name: String) -> StoredColumn { StoredColumn(name: name, kind: .flag, type: nil) }

    private init(name: String, kind: Kind, type: SQLType?) {
        self.name = name
        self.kind = kind
        self.type = type
    }

    /// The column of an entity's table.
    init(_ column: FieldColumn) {
        name = column.name
        type = column.type
        switch column.type {
        case .text, .day: kind = .text
        case .integer, .bigInteger: kind = .integer
        case .flag: kind = .flag
        }
    }
}
