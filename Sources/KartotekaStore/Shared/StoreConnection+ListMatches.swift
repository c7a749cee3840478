import Foundation
import KartotekaCore

/// Checking the fund against a list, the candidate matches a person decides, the journal of
/// checks and the copies to withdraw, the same for both stores.
extension StoreConnection {
    private static var matchColumns: String {
        """
        m.id, m.kind, m.entry_number, m.entry_text, m.title_id, m.title_description, m.basis, m.state, m.found_on, m.decided_by, m.decided_on,
        NOT \(matchEntryInForce)
        """
    }

    /// SQL: the entry of the match `m` is in force — not struck out of its list since. It is
    /// struck when the newest version of the list lacks its number although it reaches that far,
    /// or words it as struck out (``ListEntry/struckPrefixes``: «Исключён…»). A file that stops
    /// short of the number (an older or a cut-off one) strikes nothing. Only an entry in force
    /// bans a title, keeps its mark or puts its copies on the list for withdrawal.
    static var matchEntryInForce: String {
        let newest = "(SELECT max(w.id) FROM list_versions w WHERE w.kind = m.kind)"
        let struckText = ListEntry.struckPrefixes.map { "e.text LIKE '\($0)%'" }.joined(separator: " OR ")
        return """
            (m.entry_number > (SELECT v.last_number FROM list_versions v WHERE v.id = \(newest))
             OR EXISTS (SELECT 1 FROM list_entries e WHERE e.number = m.entry_number AND e.version_id = \(newest)
                        AND NOT (\(struckText))))
            """
    }

    private func decodeMatches(_ rows: [ListMatchRecord]) throws -> [ListMatchRecord] {
        let copies = try copies(ofTitles: rows.compactMap { $0.titleID?.rawValue }, writtenOff: false)
        return rows.map { match in
            var match = match
            match.copies = match.titleID.flatMap { copies[$0.rawValue] } ?? []
            return match
        }
    }

    /// The inventory numbers of these titles' copies, by title, in inventory order: those still in
    /// the fund, or every one (`writtenOff`).
    private func copies(ofTitles titles: [Int64], writtenOff: Bool) throws -> [Int64: [InventoryNumber]] {
        let ids = Array(Set(titles))
        guard !ids.isEmpty else { return [:] }
        var copies: [Int64: [InventoryNumber]] = [:]
        for (title, inventory) in try query("""
            SELECT c.title_id, c.inventory_number FROM copies c
            WHERE c.title_id IN \(Self.idList(Self.p(1)))\(writtenOff ? "" : " AND c.status <> 'written_off'")
            ORDER BY \(Self.inventoryKey("c.inventory_number"))
            """, values: [Self.idListValue(ids)], map: { (try $0.int64(0), InventoryNumber(unchecked: $0.text(1))) }) {
            copies[title, default: []].append(inventory)
        }
        return copies
    }

    /// The matches a check found, each with the copies it found of them, written off since or not:
    /// its act printed again says what the check found, not what is left (nor loses a candidate
    /// rejected since).
    package func matchesFound(by check: ListCheckRecord) throws -> [ListMatchRecord] {
        let (entries, found) = (Set(check.foundEntries), Set(check.foundCopies))
        // A pair found again since (its entry reworded) keeps its place; one rejected before the check was not found by it.
        let matches = try listMatches(state: nil, kind: check.kind).filter { match in
            entries.contains(match.entryNumber) && (match.state != .rejected || (match.decidedOn.map { $0 >= check.checkedOn } ?? true))
        }
        let copies = try copies(ofTitles: matches.compactMap { $0.titleID?.rawValue }, writtenOff: true)
        return matches.compactMap { match in
            guard let title = match.titleID else { return nil }
            var match = match
            match.copies = (copies[title.rawValue] ?? []).filter { found.contains($0.rawValue) }
            return match.copies.isEmpty ? nil : match
        }
    }

    private static func decodeMatch(_ row: Row) throws -> ListMatchRecord {
        ListMatchRecord(id: try row.int64(0), kind: try row.parsed(1, BannedListKind.init(rawValue:)), entryNumber: try row.int(2),
                        entryText: row.text(3), titleID: try row.optionalInt64(4).map(TitleID.init), titleDescription: row.text(5),
                        basis: try row.parsed(6, ListMatchBasis.init(rawValue:)), state: try row.parsed(7, ListMatchState.init(rawValue:)),
                        foundOn: try row.day(8), decidedBy: row.optionalText(9), decidedOn: try row.optionalDay(10), copies: [],
                        struck: try row.bool(11))
    }

    /// The matches, oldest first: those in a state (all when `nil`), of a list (all when `nil`).
    package func listMatches(state: ListMatchState?, kind: BannedListKind?) throws -> [ListMatchRecord] {
        var filter = SQLFilter(Self.p)
        if let state { filter.require(state.rawValue) { "m.state = \($0)" } }
        if let kind { filter.require(kind.rawValue) { "m.kind = \($0)" } }
        return try decodeMatches(query("SELECT \(Self.matchColumns) FROM list_matches m \(filter.whereClause) ORDER BY m.id",
                                       values: filter.values) {
            try Self.decodeMatch($0)
        })
    }

    /// A match, side by side with its title's copies.
    package func listMatch(_ id: Int64) throws -> ListMatchRecord {
        guard let match = try first("SELECT \(Self.matchColumns) FROM list_matches m WHERE m.id = \(Self.p(1))", id,
                                    map: { try Self.decodeMatch($0) }) else { throw InspectionError.matchNotFound(id) }
        return try decodeMatches([match])[0]
    }

    /// Records a person's decision on a match; returns the match as it stands now.
    package func decideListMatch(_ id: Int64, confirmed: Bool, by account: String?, today: Day, now: Int64) throws -> ListMatchRecord {
        let changed = try change("""
            UPDATE list_matches SET state = \(Self.p(1)), decided_by = \(Self.p(2)), decided_on = \(Self.p(3)), updated_at = \(Self.p(4))
            WHERE id = \(Self.p(5))
            """, values: [(confirmed ? ListMatchState.confirmed : .rejected).rawValue, account, today.isoText, now, id])
        guard changed == 1 else { throw InspectionError.matchNotFound(id) }
        let match = try listMatch(id)
        // A match whose entry is struck out of the list since is recorded as decided, and bans nothing.
        if confirmed, !match.struck, let title = match.titleID {
            try enforceListing(of: title, as: match.kind, by: account, today: today, now: now)
        }
        return match
    }

    /// What a title confirmed as a list's entry in force comes to: a title on the Federal list is
    /// neither lent nor held (its holds end, a copy set aside for one goes home); a foreign
    /// agent's publication, harmful to children (436-ФЗ), is marked 18+.
    private func enforceListing(of title: TitleID, as kind: BannedListKind, by account: String?, today: Day, now: Int64) throws {
        switch kind {
        case .extremist:
            try lockHolds(of: title)
            let holds = try query("""
                SELECT id FROM holds WHERE title_id = \(Self.p(1)) AND state IN ('queued', 'in_transit', 'waiting') ORDER BY id
                """, values: [title.rawValue]) { HoldID(try $0.int64(0)) }
            for hold in holds { _ = try cancelHold(hold, reader: nil, by: account, today: today, now: now) }
        case .foreignAgents:
            _ = try change("""
                UPDATE titles SET age_mark = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3)) AND age_mark <> \(Self.p(1))
                """, values: [AgeMark.eighteen.rawValue, now, title.rawValue])
        case .drugMarking:
            break
        }
    }

    /// After a new version of a list: a title confirmed as an entry that the version lists again
    /// (struck out before, or by an older file) is banned or marked again, as when it was confirmed.
    package func enforceConfirmedListings(_ kind: BannedListKind, by account: String?, today: Day, now: Int64) throws {
        let titles = try query("""
            SELECT DISTINCT m.title_id FROM list_matches m
            WHERE m.kind = \(Self.p(1)) AND m.state = 'confirmed' AND m.title_id IS NOT NULL AND \(Self.matchEntryInForce)
            ORDER BY m.title_id
            """, values: [kind.rawValue]) { TitleID(try $0.int64(0)) }
        for title in titles { try enforceListing(of: title, as: kind, by: account, today: today, now: now) }
    }

    /// Matches the titles of a list's newest version — every title, or those catalogued since the
    /// list's last check (`scope`) — records the candidates not seen before, and writes the row of
    /// the journal (with its commission, one member a line).
    package func checkAgainstList(_ kind: BannedListKind, scope: ListCheckScope, commission: [String], by account: String?, today: Day,
                                  now: Int64) throws -> ListCheckRecord {
        guard let version = try currentListVersion(kind) else { throw InspectionError.noListImported(kind) }
        let matcher = ListMatcher(kind: kind, entries: try listEntries(version: version.id, newOnly: false), terms: try ListStemming.terms())
        let entryTexts = Dictionary(try query("SELECT number, text FROM list_entries WHERE version_id = \(Self.p(1))", values: [version.id]) {
            (try $0.int(0), $0.text(1))
        }, uniquingKeysWith: { first, _ in first })
        var since: Int64 = 0
        if scope == .receipts {
            since = try first("SELECT created_at FROM list_checks WHERE kind = \(Self.p(1)) ORDER BY id DESC LIMIT 1", kind.rawValue,
                              map: { try $0.int64(0) }) ?? 0
        }
        var found: [(title: TitleRecord, match: ListMatcher.Found)] = []
        let checked = try withRows(named: "list_check", """
            SELECT \(TitleColumns.select) FROM titles t WHERE t.created_at >= \(Self.p(1)) ORDER BY t.id
            """, values: [since], blockSize: 1000) { next in
            var count = 0
            while let row = try next() {
                count += 1
                let record = try TitleColumns.decode(row)
                let title = record.title
                for match in matcher.matches(title: title.title, surname: title.firstAuthor?.surname, isbn: title.isbn) {
                    found.append((record, match))
                }
            }
            return count
        }
        var newCandidates = 0
        for (record, match) in found {
            newCandidates += try recordCandidate(kind, entry: match.number, text: entryTexts[match.number] ?? "", title: record,
                                                 basis: match.basis, today: today, now: now)
        }
        let pairs = Set(found.map { "\($0.match.number) \($0.title.id.rawValue)" })
        // What the check found is what is in the fund: a title whose copies were all withdrawn (or
        // that has none) is no longer a find.
        let standing = try listMatches(state: nil, kind: kind).filter { match in
            guard match.state != .rejected, !match.copies.isEmpty, let title = match.titleID else { return false }
            return pairs.contains("\(match.entryNumber) \(title.rawValue)")
        }
        let entries = Array(Set(standing.map(\.entryNumber))).sorted()
        let copies = standing.flatMap { $0.copies.map(\.rawValue) }
        guard let id = try first("""
            INSERT INTO list_checks (checked_on, kind, version_id, scope, titles_checked, found, new_candidates, found_entries, found_copies,
                                     commission, checked_by, created_at)
            VALUES (\(Self.parameters(12))) RETURNING id
            """, today.isoText, kind.rawValue, version.id, scope.rawValue, checked, standing.count, newCandidates,
            entries.map(String.init).joined(separator: ", "), copies.joined(separator: ", "),
            commission.joined(separator: "\n"), account, now, map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the check did not come back")
        }
        return try listCheck(id)
    }

    /// Records a candidate match unless the pair (entry, title) is known already; 1 when it is a
    /// candidate it was not before. An entry the Ministry has reworded since the pair was decided
    /// takes its new text, and a pair rejected against the old text is a candidate again, to be
    /// decided against the new one (a confirmed pair stays confirmed).
    private func recordCandidate(_ kind: BannedListKind, entry: Int, text: String, title: TitleRecord, basis: ListMatchBasis, today: Day,
                                 now: Int64) throws -> Int {
        let changed = try change("""
            INSERT INTO list_matches (kind, entry_number, entry_text, title_id, title_description, basis, state, found_on, updated_at)
            VALUES (\(Self.parameters(5)), \(Self.p(6)), 'candidate', \(Self.p(7)), \(Self.p(8)))
            ON CONFLICT (kind, entry_number, title_id) DO UPDATE SET
                entry_text = excluded.entry_text, found_on = excluded.found_on, updated_at = excluded.updated_at,
                state = CASE WHEN list_matches.state = 'rejected' THEN 'candidate' ELSE list_matches.state END,
                decided_by = CASE WHEN list_matches.state = 'rejected' THEN NULL ELSE list_matches.decided_by END,
                decided_on = CASE WHEN list_matches.state = 'rejected' THEN NULL ELSE list_matches.decided_on END
            WHERE list_matches.entry_text <> excluded.entry_text
            """, values: [kind.rawValue, entry, text, title.id.rawValue, title.title.shortDescription, basis.rawValue, today.isoText, now])
        guard changed > 0 else { return 0 }
        let state = try first("""
            SELECT state FROM list_matches WHERE kind = \(Self.p(1)) AND entry_number = \(Self.p(2)) AND title_id = \(Self.p(3))
            """, kind.rawValue, entry, title.id.rawValue) { $0.text(0) }
        return state == ListMatchState.candidate.rawValue ? 1 : 0
    }

    /// Matches one title, as it is catalogued, against the newest version of every list imported,
    /// and records the candidates not seen before; how many.
    package func matchNewTitle(_ id: TitleID, today: Day, now: Int64) throws -> Int {
        let versions = try query("""
            SELECT \(Self.listVersionColumns) FROM list_versions v
            WHERE v.id IN (SELECT max(id) FROM list_versions GROUP BY kind)
            """, values: []) { try Self.decodeListVersion($0) }
        guard !versions.isEmpty else { return 0 }
        let record = try titleRecord(id)
        let terms = try ListStemming.terms()
        var recorded = 0
        for version in versions {
            let entries = try listEntries(version: version.id, newOnly: false)
            let matcher = ListMatcher(kind: version.kind, entries: entries, terms: terms)
            let texts = Dictionary(entries.map { ($0.number, $0.text) }, uniquingKeysWith: { first, _ in first })
            for match in matcher.matches(title: record.title.title, surname: record.title.firstAuthor?.surname, isbn: record.title.isbn) {
                recorded += try recordCandidate(version.kind, entry: match.number, text: texts[match.number] ?? "", title: record,
                                                basis: match.basis, today: today, now: now)
            }
        }
        return recorded
    }

    private static var checkColumns: String {
        """
        k.id, k.checked_on, k.kind, k.scope, k.titles_checked, k.found, k.new_candidates, k.found_entries, k.found_copies, k.action,
        k.commission, k.checked_by, \(listVersionColumns)
        """
    }

    private static func decodeCheck(_ row: Row) throws -> ListCheckRecord {
        func list(_ text: String) -> [String] { text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return ListCheckRecord(
            id: try row.int64(0), checkedOn: try row.day(1), kind: try row.parsed(2, BannedListKind.init(rawValue:)),
            version: try decodeListVersion(row, from: 12), scope: try row.parsed(3, ListCheckScope.init(rawValue:)),
            titlesChecked: try row.int(4), found: try row.int(5), newCandidates: try row.int(6),
            foundEntries: list(row.text(7)).compactMap { Int($0) }, foundCopies: list(row.text(8)), action: row.text(9),
            commission: row.text(10).split(separator: "\n").map(String.init), checkedBy: row.optionalText(11))
    }

    /// A row of the journal of checks.
    package func listCheck(_ id: Int64) throws -> ListCheckRecord {
        guard let check = try first("""
            SELECT \(Self.checkColumns) FROM list_checks k JOIN list_versions v ON v.id = k.version_id WHERE k.id = \(Self.p(1))
            """, id, map: { try Self.decodeCheck($0) }) else { throw InspectionError.checkNotFound(id) }
        return check
    }

    /// The journal of checks, oldest first.
    package func listChecks() throws -> [ListCheckRecord] {
        try query("SELECT \(Self.checkColumns) FROM list_checks k JOIN list_versions v ON v.id = k.version_id ORDER BY k.id", values: []) {
            try Self.decodeCheck($0)
        }
    }

    /// The copies to withdraw: every copy still in the fund of a title confirmed as an entry of
    /// the Federal list of extremist materials that the list has not struck out since, with that entry.
    package func withdrawalList() throws -> [ListMatchRecord] {
        try listMatches(state: .confirmed, kind: .extremist).filter { !$0.copies.isEmpty && !$0.struck }
    }

    /// Notes on the journal's rows that found some of these copies the act of write-off that
    /// withdrew them (its number; acts after the first follow a `;`): a row is credited with what
    /// it found, not with a copy of the same entry found by a later check, nor with an act that
    /// left its copies out (out to a reader, on their way).
    package func noteWithdrawal(_ action: String, copies: [InventoryNumber]) throws {
        let withdrawn = Set(copies.map(\.rawValue))
        for check in try listChecks() where check.kind == .extremist && !withdrawn.isDisjoint(with: check.foundCopies) {
            _ = try change("UPDATE list_checks SET action = \(Self.p(1)) WHERE id = \(Self.p(2))",
                           values: [check.action.isEmpty ? action : check.action + "; " + action, check.id])
        }
    }

    /// Whether the title is a confirmed foreign agents' publication, whose age mark stays 18+ (an
    /// entry struck out of the register since no longer holds it there).
    package func isForeignAgentsPublication(_ title: TitleID) throws -> Bool {
        try first("""
            SELECT 1 FROM list_matches m
            WHERE m.title_id = \(Self.p(1)) AND m.kind = 'foreign_agents' AND m.state = 'confirmed' AND \(Self.matchEntryInForce) LIMIT 1
            """, title.rawValue, map: { _ in true }) ?? false
    }

    /// The entry of the Federal list of extremist materials a title is confirmed as (the lowest,
    /// when several), or `nil`; an entry struck out of the list since bans nothing.
    package func bannedEntry(of title: TitleID) throws -> Int? {
        try first("""
            SELECT min(m.entry_number) FROM list_matches m
            WHERE m.title_id = \(Self.p(1)) AND m.kind = 'extremist' AND m.state = 'confirmed' AND \(Self.matchEntryInForce)
            """, title.rawValue) { try $0.optionalInt(0) } ?? nil
    }

    /// The titles published in 2012 or later without an age mark (or with «не определено»): items
    /// published from 1 September 2012 must carry one (436-ФЗ); a title of 2012, or of no known
    /// year, is listed to be looked at. A title published after 2012 said to need no mark («не
    /// маркируется», which only an older item may be) is listed too.
    package func titlesWithoutAgeMark(today: Day) throws -> [TitleSummary] {
        let ids = try query("""
            SELECT t.id FROM titles t
            WHERE ((t.age_mark = '' OR t.age_mark = \(Self.p(1))) AND (t.year IS NULL OR t.year >= 2012))
               OR (t.age_mark = \(Self.p(2)) AND t.year > 2012)
            ORDER BY t.id
            """, values: [AgeMark.undetermined.rawValue, AgeMark.notMarked.rawValue]) { try $0.int64(0) }
        return try titleSummaries(ids: ids, today: today.isoText, branch: nil)
    }
}

extension StoreConnection {
    /// The copies still in the fund of titles marked 18+ kept anywhere but the places closed to
    /// children, by title and inventory number.
    package func openAdultCopies(closed: [String], today: Day) throws -> [OpenAdultCopy] {
        let rows = try query("""
            SELECT c.title_id, c.inventory_number, c.storage_place FROM copies c JOIN titles t ON t.id = c.title_id
            WHERE t.age_mark = \(Self.p(1)) AND c.status <> 'written_off'
            ORDER BY c.title_id, \(Self.inventoryKey("c.inventory_number"))
            """, values: [AgeMark.eighteen.rawValue]) { row in
            (try row.int64(0), InventoryNumber(unchecked: row.text(1)), row.text(2))
        }.filter { !OpenAdultCopy.isClosed($0.2, closed) }
        let ids = Array(Set(rows.map(\.0))).sorted()
        let titles = Dictionary(try titleSummaries(ids: ids, today: today.isoText, branch: nil).map { ($0.record.id.rawValue, $0) },
                                uniquingKeysWith: { first, _ in first })
        return rows.map { row in
            OpenAdultCopy(titleID: TitleID(row.0), title: titles[row.0]?.record.title.shortDescription ?? "", inventoryNumber: row.1,
                          storagePlace: row.2)
        }
    }
}
