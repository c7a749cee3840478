extension RowID {
    /// Parses a decimal id, as found in a URL path; `nil` when it is not a positive integer.
    public init?(parsing text: some StringProtocol) {
        guard let value = Int64(text), value > 0 else { return nil }
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a row id identifies: markers that keep a title's id from passing for a reader's, each
/// named after the record it stands for.
public enum RowSubject {
    public enum Title {}
    public enum Reader {}
    public enum Loan {}
    public enum Location {}
    public enum Copy {}
    public enum APITokenRecord {}
    public enum Branch {}
    public enum TransferRecord {}
    public enum ReceiptRecord {}
    public enum WriteOffRecord {}
    public enum StocktakeRecord {}
    public enum ManualBlock {}
    public enum BookLoss {}
    public enum HoldRecord {}
    public enum NoticeRecord {}
    public enum ClassSet {}
    public enum CopyCataloguingTarget {}
    public enum ListMatchRecord {}
    public enum ListCheckRecord {}
    public enum DestructionAct {}
}

/// Identifies a bibliographic record.
public typealias TitleID = RowID<RowSubject.Title>
/// Identifies a reader.
public typealias ReaderID = RowID<RowSubject.Reader>
/// Identifies a loan.
public typealias LoanID = RowID<RowSubject.Loan>
/// Identifies a library location.
public typealias LocationID = RowID<RowSubject.Location>
/// Identifies a physical copy internally (people use its inventory number).
public typealias CopyID = RowID<RowSubject.Copy>
/// Identifies a staff account's API token.
public typealias APITokenID = RowID<RowSubject.APITokenRecord>
/// Identifies a branch of the library.
public typealias BranchID = RowID<RowSubject.Branch>
/// Identifies a transfer of a copy between branches.
public typealias TransferID = RowID<RowSubject.TransferRecord>
/// Identifies a receipt (a batch entering the fund) internally (people use its КСУ number).
public typealias ReceiptID = RowID<RowSubject.ReceiptRecord>
/// Identifies an act of write-off internally (people use its number).
public typealias WriteOffID = RowID<RowSubject.WriteOffRecord>
/// Identifies a stock check; its act bears this number.
public typealias StocktakeID = RowID<RowSubject.StocktakeRecord>
/// Identifies a block set on a reader by hand.
public typealias BlockID = RowID<RowSubject.ManualBlock>
/// Identifies a lost book's record.
public typealias LossID = RowID<RowSubject.BookLoss>
/// Identifies a reader's hold (reservation) of a title.
public typealias HoldID = RowID<RowSubject.HoldRecord>
/// Identifies a notice sent (or to be sent) to a reader.
public typealias NoticeID = RowID<RowSubject.NoticeRecord>
/// Identifies a class's set of textbooks handed out.
public typealias ClassSetID = RowID<RowSubject.ClassSet>
/// Identifies a catalogue asked in copy cataloguing.
public typealias CopyCataloguingTargetID = RowID<RowSubject.CopyCataloguingTarget>
/// Identifies a candidate match of a list entry and a title.
public typealias ListMatchID = RowID<RowSubject.ListMatchRecord>
/// Identifies a check of the fund against a list (a row of the journal).
public typealias ListCheckID = RowID<RowSubject.ListCheckRecord>
/// Identifies an act of destruction of readers' personal data (its number).
public typealias DestructionActID = RowID<RowSubject.DestructionAct>
