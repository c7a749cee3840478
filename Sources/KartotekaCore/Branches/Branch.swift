extension Branch {
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
