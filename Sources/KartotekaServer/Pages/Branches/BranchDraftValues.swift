import KartotekaCore
import KartotekaHTTP

/// A branch as typed in a form.
struct BranchDraftValues: Sendable {
    var code = ""
    var name = ""
    var address = ""
    var storagePlace = ""

    init() {}

    init(_ form: SubmittedForm) {
        code = form["code"]
        name = form["name"]
        address = form["address"]
        storagePlace = form["storagePlace"]
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

    func inputs(_ fields: FormFields, _ context: PageContext) -> HTML {
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
