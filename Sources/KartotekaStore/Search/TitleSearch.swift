import KartotekaCore

/// A catalogue search, the same for both stores over their ``TitleSearchBackend``: what the text
/// is (an identifier, or words), which titles match, in what order, and what to suggest.
///
/// Ranking stays cheap however many titles match: the first ``candidateLimit`` matches in id
/// order, the first ``fieldCandidateLimit`` with the words in the title and those with them among
/// the authors, and the exact titles make the candidates; they are ranked (``TitleRelevance``),
/// and the matches after them follow in the order they were catalogued. Titles that tie are
/// told apart by availability and year, up to ``tieLimit`` of a tie (the earlier catalogued).
package struct TitleSearch<Backend: TitleSearchBackend> {
    /// How many of the first matches become candidates for ranking.
    package static var candidateLimit: Int { 60 }
    /// How many of the first matches in the title, and among the authors, become candidates too.
    package static var fieldCandidateLimit: Int { 30 }
    /// How many titles of one tie are told apart by availability and year.
    package static var tieLimit: Int { 60 }
    /// How many titles count as "little": fewer, and a search is repeated without its little
    /// words, then with its misspellings corrected.
    package static var fewMatches: Int { 3 }
    /// How many of the catalogue's words the last word typed may stand for.
    package static var prefixWords: Int { 16 }

    let backend: Backend

    package init(backend: Backend) {
        self.backend = backend
    }

    /// The ids of a page of titles for the text, with the suggestion and identifier the page shows.
    package struct Outcome {
        package var ids: [Int64] = []
        package var hasMore = false
        package var suggestion: SpellingSuggestion?
        package var identifier: IdentifierMatch?
    }

    /// Searches; `text` is not empty.
    package func run(_ text: String, page: PageRequest) throws -> Outcome {
        let identifier = SearchIdentifier(text)
        if let identifier, let found = try identified(identifier, text: text, page: page) { return found }
        let words = SearchWords(text)
        guard let number = identifier?.copyNumberCandidate(typed: text), let copy = try backend.copy(numbered: number) else {
            // An ISBN nobody has, nor a copy as its number: nothing (its digits are no words).
            if case .isbn = identifier { return Outcome() }
            return try searched(words, typed: text, offset: page.offset, limit: page.limit, excluding: [])
        }
        // The copy's title first, then what the words find besides it.
        let shift = page.offset == 0 ? 0 : 1
        var outcome = try searched(words, typed: text, offset: page.offset - shift, limit: page.limit - (1 - shift),
                                   excluding: [copy.title.rawValue])
        if page.offset == 0 { outcome.ids.insert(copy.title.rawValue, at: 0) }
        let unique = page.offset == 0 && outcome.ids.count == 1 && !outcome.hasMore
        outcome.identifier = IdentifierMatch(kind: copy.byBarcode ? .barcode : .inventoryNumber, text: number, copy: copy.inventory,
                                             destination: unique ? .copy(copy.inventory, title: copy.title) : nil)
        return outcome
    }

    /// An ISBN, a class or an author sign that found titles: those titles alone (`nil` when it
    /// found none, and the text is searched as words).
    private func identified(_ identifier: SearchIdentifier, text: String, page: PageRequest) throws -> Outcome? {
        let kind: IdentifierMatch.Kind
        let ids: [Int64]
        switch identifier {
        case .isbn(let isbn):
            let id = try backend.title(isbn: isbn)
            let found = page.offset == 0 ? id.map { [$0] } ?? [] : []
            // A barcode or an inventory number may pass an ISBN's check too (one number in eleven):
            // with no title of that ISBN, the copy numbered so is looked for.
            guard let id else { return nil }
            return Outcome(ids: found, identifier: IdentifierMatch(kind: .isbn, text: text, destination: .title(TitleID(id))))
        case .classification(let index):
            kind = .classification
            ids = try backend.titles(inClass: index, limit: page.limit + 1, offset: page.offset)
        case .authorSign(let letter, let number):
            kind = .authorSign
            ids = try backend.titles(withAuthorSign: SearchIdentifier.authorSignForms(letter: letter, number: number),
                                     limit: page.limit + 1, offset: page.offset)
        case .copyNumber:
            return nil
        }
        guard !ids.isEmpty || page.offset > 0 else { return nil }
        let unique = page.offset == 0 && ids.count == 1
        return Outcome(ids: Array(ids.prefix(page.limit)), hasMore: ids.count > page.limit,
                       identifier: IdentifierMatch(kind: kind, text: text.trimmingCharacters(in: .whitespaces),
                                                   destination: unique ? .title(TitleID(ids[0])) : nil))
    }

    /// The words' titles, ranked; when they find nothing or little, again without their little
    /// words, and a spelling suggestion — whose titles are shown when the words found none.
    private func searched(_ words: SearchWords, typed: String, offset: Int, limit: Int, excluding: [Int64]) throws -> Outcome {
        guard !words.isEmpty else { return Outcome() }
        var ranked = try self.ranked(words, typed: typed, offset: offset, limit: limit, excluding: excluding)
        if ranked.found < Self.fewMatches, let fewer = words.withoutStopWords {
            let relaxed = try self.ranked(fewer, offset: offset, limit: limit, excluding: excluding)
            if relaxed.found > ranked.found { ranked = relaxed }
        }
        var outcome = Outcome(ids: ranked.ids, hasMore: ranked.hasMore)
        guard ranked.found < Self.fewMatches, let suggested = try SpellingCorrection(db: backend.db).suggestion(for: words) else {
            return outcome
        }
        let corrected = try self.ranked(suggested, offset: offset, limit: limit, excluding: excluding)
        guard corrected.found > ranked.found else { return outcome }
        if ranked.found == 0 {
            outcome = Outcome(ids: corrected.ids, hasMore: corrected.hasMore)
            outcome.suggestion = SpellingSuggestion(text: suggested.text, isShown: true)
        } else {
            outcome.suggestion = SpellingSuggestion(text: suggested.text, isShown: false)
        }
        return outcome
    }

    /// A page of the words' titles in order of relevance, and how many matched (counted up to
    /// one more than ``candidateLimit``); an exact title is the text `typed` or the words.
    private func ranked(_ words: SearchWords, typed: String? = nil, offset: Int, limit: Int, excluding: [Int64]) throws
        -> (ids: [Int64], hasMore: Bool, found: Int) {
        let groups = try wordGroups(words)
        let limitOfEach = Self.candidateLimit
        let first = try backend.matches(groups, in: nil, limit: limitOfEach + 1, skipping: 0, excluding: excluding, counting: true)
        let complete = first.count <= limitOfEach
        var candidates: [Int64: TitleMatchCounts?] = [:]
        for match in first.prefix(limitOfEach) { candidates[match.id] = match.counts }
        let exactTexts = [words.text] + (typed.map { [Self.trimmed($0)] } ?? [])
        var exact = Set(try backend.exactTitles(exactTexts, limit: limitOfEach)).subtracting(excluding)
        if complete {
            exact.formIntersection(candidates.keys)
        } else {
            for field in [SearchField.title, .authors] {
                // Looked for only as far as the first matches suggest it pays: matching in one
                // field reads every match until enough are found there, so a field the sample
                // shows rarely holding the words is asked for few (and one it never shows, for none).
                let inSample = first.prefix(limitOfEach).filter { $0.counts?.hits.allSatisfy { $0[field.rawValue] > 0 } == true }.count
                guard inSample > 0 else { continue }
                let wanted = min(Self.fieldCandidateLimit, 3 * inSample)
                // Counted within the field only (where the words were looked for): a title already
                // among the first matches keeps its whole counts.
                for match in try backend.matches(groups, in: field, limit: wanted, skipping: 0, excluding: excluding, counting: true)
                    where candidates[match.id] == nil {
                    candidates[match.id] = match.counts
                }
            }
            for id in exact where candidates[id] == nil { candidates[id] = .some(nil) }
        }
        var order = candidates.map { TitleRelevance(id: $0.key, exactTitle: exact.contains($0.key), counts: $0.value) }.sorted()
        try breakTies(in: &order, window: offset..<(offset + limit + 1))
        let ranked = order.map(\.id)
        var ids = Array(ranked.dropFirst(offset).prefix(limit + 1))
        if !complete && ids.count <= limit {
            let wanted = limit + 1 - ids.count
            let rest = try backend.matches(groups, in: nil, limit: wanted, skipping: max(0, offset - ranked.count),
                                           excluding: excluding + ranked, counting: false)
            ids += rest.map(\.id)
        }
        return (Array(ids.prefix(limit)), ids.count > limit, first.count)
    }

    /// The text without white space at either end, as `trimmingCharacters(in: .whitespacesAndNewlines)`
    /// gives it (every character of that set is Unicode's `White_Space`), without Foundation when
    /// neither end is white space — the usual case, and Foundation's look costs more on Cyrillic text.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.first?.properties.isWhitespace == true || scalars.last?.properties.isWhitespace == true else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The groups of words to match: each word typed, with the catalogue's word its term is (see
    /// ``surnameForms(of:)``), and for the last, while it is a beginning, the catalogue's words that
    /// begin with it too (one word for each term).
    private func wordGroups(_ words: SearchWords) throws -> [[String]] {
        var groups = try surnameForms(of: words.words)
        if words.lastIsPrefix, let last = words.words.last {
            let candidates = groups[groups.count - 1]
                + (try backend.db.searchWords(beginningWith: last, limit: Self.prefixWords)).filter { $0 != last }
            let terms = try backend.db.searchTerms(of: candidates)
            var seen: Set<String> = []
            groups[groups.count - 1] = Array(zip(candidates, terms).filter { seen.insert($0.1).inserted }.map(\.0).prefix(Self.prefixWords))
        }
        return groups
    }

    /// Each word, and beside it the catalogue's surname in «-ов», «-ев» that its term is, when that
    /// surname's own term differs. Snowball takes one ending off a word, and «-ов», «-ев» are
    /// endings to it: the surname «Чехов» in the index is the term `чех`, while «чехова»,
    /// «чехову», «чеховым» typed are `чехов` — which is the catalogue's word «чехов». So the
    /// surname typed in any case finds it in the index at once, in both stores, rather than
    /// nothing and a correction.
    private func surnameForms(of words: [String]) throws -> [[String]] {
        let terms = try backend.db.searchTerms(of: words)
        let surnames = zip(words, terms).filter { $0 != $1 && SurnameTerms.mayBeSurname($1) }.map(\.1)
        let bases = Array(try backend.db.searchWords(among: Array(Set(surnames))))
        let baseTerms = Dictionary(zip(bases, try backend.db.searchTerms(of: bases)), uniquingKeysWith: { first, _ in first })
        return zip(words, terms).map { word, term in
            guard term != word, let baseTerm = baseTerms[term], baseTerm != term else { return [word] }
            return [word, term]
        }
    }

    /// Orders titles that tie on relevance within the page's window by availability and year
    /// (looked up for those titles only, and for the first ``tieLimit`` of a tie: the rest of a
    /// larger tie follow them as catalogued).
    private func breakTies(in order: inout [TitleRelevance], window: Range<Int>) throws {
        guard window.lowerBound < order.count else { return }
        var start = 0
        var needed: [Range<Int>] = []
        while start < order.count {
            var end = start + 1
            while end < order.count && order[end].ties(with: order[start]) { end += 1 }
            let told = start..<min(end, start + Self.tieLimit)
            if told.count > 1 && told.lowerBound < window.upperBound && told.upperBound > window.lowerBound { needed.append(told) }
            start = end
        }
        guard !needed.isEmpty else { return }
        let facts = try backend.tieBreakers(needed.flatMap { order[$0].map(\.id) })
        for range in needed {
            for index in range {
                order[index].available = facts[order[index].id]?.available ?? false
                order[index].year = facts[order[index].id]?.year
            }
            order[range].sort()
        }
    }
}
