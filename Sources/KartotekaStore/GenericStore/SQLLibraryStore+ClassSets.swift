import KartotekaCore

/// Textbook sets handed to classes.
extension SQLLibraryStore {
    public func handOutClassSet(_ request: ClassSetRequest, at branch: BranchCode?, by account: String?) throws -> ClassSet {
        let today = today()
        return try write { db in
            try db.handOutClassSet(request, at: branch, by: account, today: today, now: nowSeconds)
        }
    }

    public func classSet(_ id: ClassSetID) throws -> ClassSet {
        try read { db in try db.classSet(id) }
    }

    public func pupilsWithout(_ title: TitleID, in schoolClass: SchoolClass) throws -> [(ticket: TicketNumber, name: String)] {
        try read { db in try db.classPupils(schoolClass, without: title) }
    }

    public func classSets(schoolClass: SchoolClass?) throws -> [ClassSet] {
        try read { db in try db.classSets(schoolClass: schoolClass) }
    }

    public func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber], at branch: BranchCode?, by account: String?) throws -> ClassSet {
        let today = today()
        return try write { db in try db.takeBackClassSet(id, copies: copies, at: branch, by: account, today: today, now: nowSeconds) }
    }
}
