/// A branch of the library: a building (the central library, a village branch, a school's second
/// building) whose copies it holds and whose desks lend them. A library has one at least.
public struct Branch: Sendable, Hashable, Codable {
    /// The short code.
    public var code: BranchCode
    /// The name people read: `Центральная библиотека`.
    public var name: String
    /// Where it is, as people write it.
    public var address: String
    /// The IRBIS storage place (910^D) of its fund; its code when left empty.
    public var storagePlace: String

    /// Creates a branch without checking it.
    public init(code: BranchCode, name: String, address: String = "", storagePlace: String = "") {
        self.code = code
        self.name = name
        self.address = address
        self.storagePlace = storagePlace
    }

    /// Checks a branch as typed: a code, a name, and text within the field limits; every problem at once.
    public init(validatingCode code: String, name: String, address: String, storagePlace: String) throws(ValidationError) {
        var problems = ProblemCollector()
        let checkedCode = problems.parse(BranchCode.field) { try BranchCode(validating: code) }
        let name = name.collapsedWhitespace
        let address = address.collapsedWhitespace
        let place = storagePlace.collapsedWhitespace
        if name.isEmpty {
            problems.add("name", Bilingual { $0.branchNameMissing })
        }
        problems.addTooLong(FieldLimits.overLimit([("name", name), ("address", address), ("storagePlace", place)],
                                                  limits: FieldLimits.branch))
        try problems.throwIfAny()
        self.init(code: checkedCode!, name: name, address: address, storagePlace: place)
    }

    /// The storage place IRBIS gets for its copies: the one set, else the code.
    public var irbisStoragePlace: String {
        storagePlace.isEmpty ? code.rawValue : storagePlace
    }
}
