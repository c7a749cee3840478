import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A branch as typed in a form.
struct BranchDraftValues: Sendable {
    var code = ""
    var name = ""
    var address = ""
    var storagePlace = ""

    init() {}

    /// The branch form's fields.
    static let fields = DraftFields<BranchDraftValues>([
        ("code", \.code), ("name", \.name), ("address", \.address), ("storagePlace", \.storagePlace),
    ])

    /// The branch as the form sent it.
    init(_ context: RequestContext) throws {
        try context.fill(&self, Self.fields)
    }

    init(_ branch: Branch) {
        code = branch.code.rawValue
        name = branch.name
        address = branch.address
        storagePlace = branch.storagePlace
    }

    /// The checked branch, every problem at once.
    func validated() throws(ValidationError) -> Branch {
        try Branch(validatingCode: code, name: name, address: address, storagePlace: storagePlace)
    }

    func inputs(_ fields: FormInputs, _ context: PageContext) -> HTML {
        """
        \(fields.input("code", context.texts.branchCode, value: code, required: true,
                       hint: context.texts.branchCodeHint))
        \(fields.input("name", context.texts.branchName, value: name, required: true))
        \(fields.input("address", context.texts.address, value: address))
        \(fields.input("storagePlace", context.texts.irbisStoragePlace, value: storagePlace,
                       hint: context.texts.irbisStoragePlaceHint))
        """
    }
}
