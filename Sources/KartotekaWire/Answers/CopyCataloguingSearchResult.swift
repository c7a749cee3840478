import KartotekaCore

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
    }

    /// `isbn`, `title`, `author` or `any`.
    public var kind: String
    /// What was searched for.
    public var text: String
    /// The editions, in the order their first candidate came.
    public var editions: [Edition]
    /// Each target's outcome, in the targets' order.
    public var targets: [TargetOutcome]

    /// The answer for a search's result, its messages in `language` and its drafts with author
    /// signs in `style`.
    public init(_ result: CopyCataloguingResult, language: Language, authorSignStyle style: AuthorSignStyle) {
        kind = result.query.kind.rawValue
        text = result.query.text
        editions = result.groups.map { group in
            Edition(isbn: group.isbn?.hyphenated, cataloguedTitleId: group.cataloguedTitleID?.rawValue,
                    candidates: group.candidates.map { CopyCataloguingCandidateResource($0, authorSignStyle: style) })
        }
        targets = result.outcomes.map { outcome in
            TargetOutcome(target: outcome.target, found: outcome.found, received: outcome.received, undecodable: outcome.undecodable,
                          failure: outcome.failure.map { ErrorResource($0, language: language).error })
        }
    }
}

/// One target's record of an edition, as the New Book form's fields.
public struct CopyCataloguingCandidateResource: Codable, Sendable, Hashable {
    /// The target's name.
    public var target: String
    /// The record's id at the target (its control number), to fetch it again; empty when it has none.
    public var recordId: String
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String
    /// The fields, the author sign computed when the record has none.
    public var draft: TitleDraft

    /// The resource for a candidate.
    public init(_ candidate: CopyCataloguingCandidate, authorSignStyle style: AuthorSignStyle) {
        target = candidate.target
        recordId = candidate.recordID
        format = candidate.format.rawValue
        draft = candidate.draft(authorSignStyle: style)
    }
}
