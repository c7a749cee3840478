import KartotekaValues

/// What a copy-cataloguing search found: the editions, each with the candidates of every target
/// that has it, and what each target did.
public struct CopyCataloguingSearchResult: Codable, Sendable, Hashable {
    /// One edition found.
    public struct Edition: Codable, Sendable, Hashable {
        /// Its ISBN, with hyphens, when a candidate has one.
        public var isbn: String?
        /// The title in this library's catalogue with that ISBN, when there is one.
        public var cataloguedTitleId: Int64?
        /// The candidates, in the targets' order.
        public var candidates: [CopyCataloguingCandidateResource]

        /// Creates it from its parts.
        public init(isbn: String? = nil, cataloguedTitleId: Int64? = nil, candidates: [CopyCataloguingCandidateResource]) {
            self.isbn = isbn
            self.cataloguedTitleId = cataloguedTitleId
            self.candidates = candidates
        }
    }

    /// What one target did.
    public struct TargetOutcome: Codable, Sendable, Hashable {
        /// The target's name.
        public var target: String
        /// How many records it says match.
        public var found: Int
        /// How many of those it sent were read.
        public var received: Int
        /// How many it sent could not be read.
        public var undecodable: Int
        /// Why it gave nothing, in the request's language, when it failed.
        public var failure: ErrorResource.Body?

        /// Creates it from its parts.
        public init(target: String, found: Int, received: Int, undecodable: Int, failure: ErrorResource.Body? = nil) {
            self.target = target
            self.found = found
            self.received = received
            self.undecodable = undecodable
            self.failure = failure
        }
    }

    /// `isbn`, `title`, `author` or `any`.
    public var kind: String = ""
    /// What was searched for.
    public var text: String = ""
    /// The editions, in the order their first candidate came.
    public var editions: [Edition] = []
    /// Each target's outcome, in the targets' order.
    public var targets: [TargetOutcome] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// One target's record of an edition, as the New Book form's fields.
public struct CopyCataloguingCandidateResource: Codable, Sendable, Hashable {
    /// The target's name.
    public var target: String = ""
    /// The record's id at the target (its control number), to fetch it again; empty when it has none.
    public var recordId: String = ""
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String = ""
    /// The fields, the author sign computed when the record has none.
    public var draft: TitleDraft = TitleDraft()

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
extension CopyCataloguingSearchResult.TargetOutcome: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingSearchResult.TargetOutcome>.resource(
        "CopycatTargetOutcome", "What one target did.",
        [
            .init("target", \.target), .init("found", \.found, .count), .init("received", \.received, .count),
            .init("undecodable", \.undecodable, .count), .init("failure", \.failure),
        ])
}
