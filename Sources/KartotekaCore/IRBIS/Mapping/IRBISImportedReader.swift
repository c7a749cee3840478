/// A reader read from an IRBIS RDR record: the fields as a form draft (validate it with
/// ``ReaderDraft/validated(today:)``, which also asks for what IRBIS may lack, such as a phone),
/// and the loans of field 40.
public struct IRBISImportedReader: Sendable, Hashable {
    /// The reader's fields.
    public var draft: ReaderDraft
    /// The loans (40), open and returned.
    public var loans: [IRBISLoanField]
    /// Where the reader registered (51^C), if recorded.
    public var registrationPlace: String

    /// Creates an imported reader.
    public init(draft: ReaderDraft, loans: [IRBISLoanField] = [], registrationPlace: String = "") {
        self.draft = draft
        self.loans = loans
        self.registrationPlace = registrationPlace
    }
}
