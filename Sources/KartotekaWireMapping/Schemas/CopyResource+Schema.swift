import KartotekaCore
import KartotekaWire

extension CopyResource: SchemaDescribed {
    /// A copy: the fields of the copy's field table, and what the resource adds or says otherwise.
    public static let schema = Schema<CopyResource>.resource(
        "Copy", "A physical copy of a title, with its open loan when it is out.",
        CopyDraft.resourceProperties(alwaysThere: ["inventoryNumber", "status"]) + [
            .init("titleId", \.titleId, .id),
            .init("loan", \.loan),
            .init("homeBranch", \.homeBranch, "The code of the branch that owns the copy."),
            .init("currentBranch", \.currentBranch, "The code of the branch where the copy is (or that sent it, while it travels)."),
            .init("travellingTo", \.travellingTo, "While the copy is on its way between branches: the code of the branch it goes to."),
            .init("receipt", \.receipt, "The КСУ number of the batch it came in: `2027/5`."),
            .init("onBalance", \.onBalance, "Whether it is on the balance."),
            .init("documentType", \.documentType, .string("What kind of document it is.", values: DocumentType.codes)),
            .init("checkedOn", \.checkedOn, .date("The day of the last stock check that found it.")),
            .init("writeOffAct", \.writeOffAct, "The act that wrote it off: `2027/3` (or an imported record's 910^V)."),
            .init("writeOffDate", \.writeOffDate, .date("That act's day.")),
        ])
}
