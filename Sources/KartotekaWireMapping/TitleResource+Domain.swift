import Foundation
import KartotekaCore
import KartotekaWire

extension TitleResource {
    /// The resource for a stored title.
    public init(_ record: TitleRecord) {
        self.init()
        let title = record.title
        id = record.id.rawValue
        isbn = title.isbn?.hyphenated
        authorSurname = title.firstAuthor?.surname ?? ""
        authorInitials = title.firstAuthor?.initials ?? ""
        authorGivenNames = title.firstAuthor?.givenNames ?? ""
        otherAuthors = title.otherAuthors.map(\.shortForm)
        authors = title.authorLine
        year = title.year
        pages = title.pages
        price = title.price?.decimalText
        language = title.language
        keywords = title.keywords
        documentKind = title.documentKind.rawValue
        createdAt = record.createdAt
        updatedAt = record.updatedAt
        for field in TitleTextFields.resource { self[keyPath: field.wire] = title[keyPath: field.record] }
    }

    /// The resource for a title card, with copies and their loans as of `today`, and its holds,
    /// their readers shown as `holder` says and where they stand in `language`.
    public init(_ details: TitleDetails, today: Day, holder: HolderDisclosure = .contact, language: Language = .russian) {
        self.init(details.record)
        copies = details.copies.map { CopyResource($0, today: today, holder: holder) }
        byBranch = details.byBranch.map(BranchCountsResource.init)
        holds = details.holds.map { HoldResource($0, language: language, reader: holder) }
    }

    /// The resource for a list row.
    public init(_ summary: TitleSummary) {
        self.init(summary.record)
        copyCount = summary.copyCount
        availableCount = summary.availableCount
        onLoanCount = summary.onLoanCount
        overdueCount = summary.overdueCount
        byBranch = summary.byBranch.map(BranchCountsResource.init)
    }
}
