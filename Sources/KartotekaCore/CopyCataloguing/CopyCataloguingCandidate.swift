/// One record a target has, read into Kartoteka's fields, for the librarian to compare and copy.
public struct CopyCataloguingCandidate: Sendable, Hashable {
    /// The target's name.
    public var target: String
    /// The record's id at the target (its control number, field 001), to fetch it again; empty
    /// when the record has none.
    public var recordID: String
    /// The format it came in.
    public var format: MARCFormat
    /// The record as a title: BBK, UDC and the author sign as the record gives them.
    public var title: Title

    /// Creates a candidate.
    public init(target: String, recordID: String, format: MARCFormat, title: Title) {
        self.target = target
        self.recordID = recordID
        self.format = format
        self.title = title
    }

    /// The author sign: the record's own, else computed from the first author's surname
    /// (Havkina table), else empty.
    public func authorSign(style: AuthorSignStyle) -> String {
        guard title.authorSign.isEmpty else { return title.authorSign }
        return title.firstAuthor.flatMap { AuthorSign.compute(surname: $0.surname, style: style) } ?? ""
    }

    /// The candidate as the New Book form's fields, to check before saving.
    public func draft(authorSignStyle: AuthorSignStyle) -> TitleDraft {
        var draft = TitleDraft(title)
        draft.authorSign = authorSign(style: authorSignStyle)
        return draft
    }

    /// What tells editions apart across targets: the ISBN-13, else the title, the first
    /// author's surname and the year, folded (case, ё, punctuation).
    var groupKey: String {
        if let isbn = title.isbn { return "isbn:" + isbn.digits }
        let parts = [title.title, title.firstAuthor?.surname ?? "", title.year.map(String.init) ?? ""]
        return "text:" + parts.map { SearchText.words($0).joined(separator: " ") }.joined(separator: "|")
    }
}

/// The candidates of several targets that describe one edition (the same ISBN, or the same
/// title, author and year), in the targets' order.
public struct CopyCataloguingGroup: Sendable, Hashable {
    /// The candidates, the first from the target listed first.
    public var candidates: [CopyCataloguingCandidate]
    /// The title in this library's catalogue that has the edition's ISBN, when there is one.
    public var cataloguedTitleID: TitleID?

    /// Creates a group.
    public init(candidates: [CopyCataloguingCandidate], cataloguedTitleID: TitleID? = nil) {
        self.candidates = candidates
        self.cataloguedTitleID = cataloguedTitleID
    }

    /// The edition's ISBN, from the first candidate that has one.
    public var isbn: ISBN? { candidates.lazy.compactMap(\.title.isbn).first }
}

/// What one target did in a search: how many records it found and read, or why it gave none.
public struct CopyCataloguingTargetOutcome: Sendable, Hashable {
    /// The target's name.
    public var target: String
    /// How many records it says match (it may send fewer).
    public var found: Int
    /// How many of the records it sent were read as candidates.
    public var received: Int
    /// How many records it sent could not be read.
    public var undecodable: Int
    /// Why it gave no candidates, when it failed.
    public var failure: CopyCataloguingFailure?

    /// Creates an outcome.
    public init(target: String, found: Int = 0, received: Int = 0, undecodable: Int = 0, failure: CopyCataloguingFailure? = nil) {
        self.target = target
        self.found = found
        self.received = received
        self.undecodable = undecodable
        self.failure = failure
    }
}
