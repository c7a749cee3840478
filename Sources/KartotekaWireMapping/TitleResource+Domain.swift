import Foundation
import KartotekaCore
import KartotekaWire

extension TitleResource {
    /// The resource for a stored title. Its plain text fields are copied one by one rather than
    /// through ``TitleTextFields`` (key paths cost more than the rest of a search's list rows);
    /// `FieldTableWireTests` finds a field of the table left out here.
    public init(_ record: TitleRecord) {
        self.init()
        id = record.id.rawValue
        isbn = record.title.isbn?.hyphenated
        if let author = record.title.firstAuthor {
            authorSurname = author.surname
            authorInitials = author.initials
            authorGivenNames = author.givenNames
        }
        otherAuthors = PersonName.listForms(record.title.otherAuthors, within: FieldLimits.titleLine)
        authors = record.title.authorLine
        year = record.title.year
        pages = record.title.pages
        price = record.title.price?.decimalText
        language = record.title.language
        keywords = record.title.keywords
        documentKind = record.title.documentKind.rawValue
        createdAt = record.createdAt
        updatedAt = record.updatedAt
        title = record.title.title
        subtitle = record.title.subtitle
        collectiveAuthor = record.title.collectiveAuthor
        volume = record.title.volume
        volumeTitle = record.title.volumeTitle
        responsibility = record.title.responsibility
        edition = record.title.edition
        publisher = record.title.publisher
        city = record.title.city
        series = record.title.series
        seriesNumber = record.title.seriesNumber
        ageMark = record.title.ageMark
        bbk = record.title.bbk
        udc = record.title.udc
        fpuNumber = record.title.fpuNumber
        usableUntil = record.title.usableUntil
        authorSign = record.title.authorSign
        irbisShelfCode = record.title.irbisShelfCode
        annotation = record.title.annotation
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
