import Foundation
import KartotekaCore
import KartotekaWire

extension CopyCataloguingSearchResult {
    /// The answer for a search's result, its messages in `language` and its drafts with author
    /// signs in `style`.
    public init(_ result: CopyCataloguingResult, language: Language, authorSignStyle style: AuthorSignStyle) {
        self.init()
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

extension CopyCataloguingCandidateResource {
    /// The resource for a candidate.
    public init(_ candidate: CopyCataloguingCandidate, authorSignStyle style: AuthorSignStyle) {
        self.init()
        target = candidate.target
        recordId = candidate.recordID
        format = candidate.format.rawValue
        draft = candidate.draft(authorSignStyle: style)
    }
}
