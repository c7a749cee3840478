/// What a search of several targets found: the candidates grouped by edition, and what each
/// target did (its count, or why it failed), in the targets' order.
public struct CopyCataloguingResult: Sendable, Hashable {
    /// What was searched for.
    public var query: CopyCataloguingQuery
    /// The editions found, each with the candidates of every target that has it.
    public var groups: [CopyCataloguingGroup]
    /// Each target's outcome.
    public var outcomes: [CopyCataloguingTargetOutcome]

    /// Groups candidates (given in the targets' order) by edition: the same ISBN, or the same
    /// title, first author and year. Groups come in the order their first candidate came.
    public init(query: CopyCataloguingQuery, candidates: [CopyCataloguingCandidate], outcomes: [CopyCataloguingTargetOutcome]) {
        var groups: [CopyCataloguingGroup] = []
        var index: [String: Int] = [:]
        for candidate in candidates {
            let key = candidate.groupKey
            if let position = index[key] {
                groups[position].candidates.append(candidate)
            } else {
                index[key] = groups.count
                groups.append(CopyCataloguingGroup(candidates: [candidate]))
            }
        }
        self.query = query
        self.groups = groups
        self.outcomes = outcomes
    }

    /// Marks each edition whose ISBN the library's catalogue has, with that title's id.
    public mutating func markCatalogued(_ title: (ISBN) throws -> TitleID?) rethrows {
        for position in groups.indices {
            if let isbn = groups[position].isbn { groups[position].cataloguedTitleID = try title(isbn) }
        }
    }

    /// Every candidate, edition by edition.
    public var candidates: [CopyCataloguingCandidate] { groups.flatMap(\.candidates) }

    /// The targets that failed, with why.
    public var failures: [CopyCataloguingFailure] { outcomes.compactMap(\.failure) }
}
