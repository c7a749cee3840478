import Foundation
import KartotekaCore

/// The library's branches, the same for both stores.
extension StoreConnection {
    private static var branchColumns: String {
        "b.id, b.code, b.name, b.address, b.storage_place, b.location_id, b.is_main, b.created_at, b.updated_at"
    }

    private static func decodeBranch(_ row: Row) throws(StoreError) -> BranchRecord {
        BranchRecord(
            id: BranchID(try row.int64(0)),
            branch: Branch(code: BranchCode(unchecked: row.text(1)), name: row.text(2), address: row.text(3),
                           storagePlace: row.text(4), locationID: try row.optionalInt64(5).map(LocationID.init)),
            isMain: try row.bool(6), createdAt: try row.instant(7), updatedAt: try row.instant(8))
    }

    /// Every branch: the main one first, then by code.
    package func branches() throws -> [BranchRecord] {
        try query("SELECT \(Self.branchColumns) FROM branches b ORDER BY b.is_main DESC, b.code", values: []) {
            try Self.decodeBranch($0)
        }
    }

    /// The branch with this code.
    package func branchRecord(_ code: BranchCode) throws -> BranchRecord {
        guard let record = try first("SELECT \(Self.branchColumns) FROM branches b WHERE b.code = \(Self.p(1))", code.rawValue, map: {
            try Self.decodeBranch($0)
        }) else { throw BranchError.branchNotFound(code) }
        return record
    }

    /// The id of the branch with this code, or of the main branch for `nil`.
    package func branchID(_ code: BranchCode?) throws -> BranchID {
        guard let code else { return try mainBranchID() }
        guard let id = try first("SELECT id FROM branches WHERE code = \(Self.p(1))", code.rawValue, map: { try $0.int64(0) }) else {
            throw BranchError.branchNotFound(code)
        }
        return BranchID(id)
    }

    /// The id of the main branch.
    package func mainBranchID() throws -> BranchID {
        guard let id = try first("SELECT id FROM branches WHERE is_main", map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the library has no main branch")
        }
        return BranchID(id)
    }

    /// The branch whose IRBIS storage place (its own, or its code when it has none) is `place`,
    /// or the main branch: where an imported copy belongs.
    package func branchID(storagePlace place: String) throws -> BranchID {
        if let id = try first("""
            SELECT id FROM branches WHERE storage_place = \(Self.p(1)) OR (storage_place = '' AND code = \(Self.p(1)))
            ORDER BY is_main DESC, id LIMIT 1
            """, place, map: { try $0.int64(0) }) {
            return BranchID(id)
        }
        return try mainBranchID()
    }

    /// Adds a branch; its code must be new, and a location it names must exist.
    package func addBranch(_ branch: Branch, now: Int64) throws -> BranchRecord {
        guard try first("SELECT 1 FROM branches WHERE code = \(Self.p(1))", branch.code.rawValue, map: { _ in true }) == nil else {
            throw BranchError.codeTaken(branch.code)
        }
        if let location = branch.locationID { _ = try self.location(location) }
        _ = try change("""
            INSERT INTO branches (code, name, address, storage_place, location_id, is_main, created_at, updated_at)
            VALUES (\(Self.p(1)), \(Self.p(2)), \(Self.p(3)), \(Self.p(4)), \(Self.p(5)), FALSE, \(Self.p(6)), \(Self.p(6)))
            """, values: [branch.code.rawValue, branch.name, branch.address, branch.storagePlace, branch.locationID?.rawValue, now])
        return try branchRecord(branch.code)
    }

    /// Replaces a branch's fields (its code may change, to one no other branch has).
    package func updateBranch(_ code: BranchCode, with branch: Branch, now: Int64) throws -> BranchRecord {
        let current = try branchRecord(code)
        if branch.code != code,
           try first("SELECT 1 FROM branches WHERE code = \(Self.p(1))", branch.code.rawValue, map: { _ in true }) != nil {
            throw BranchError.codeTaken(branch.code)
        }
        if let location = branch.locationID { _ = try self.location(location) }
        _ = try change("""
            UPDATE branches SET code = \(Self.p(1)), name = \(Self.p(2)), address = \(Self.p(3)), storage_place = \(Self.p(4)),
            location_id = \(Self.p(5)), updated_at = \(Self.p(6)) WHERE id = \(Self.p(7))
            """, values: [branch.code.rawValue, branch.name, branch.address, branch.storagePlace, branch.locationID?.rawValue, now,
                          current.id.rawValue])
        return try branchRecord(branch.code)
    }

    /// Removes a branch nothing belongs to; the main branch stays.
    package func deleteBranch(_ code: BranchCode) throws {
        let record = try branchRecord(code)
        guard !record.isMain else { throw BranchError.mainBranchStays(code) }
        let id = record.id.rawValue
        let used = try first("""
            SELECT (SELECT count(*) FROM copies WHERE home_branch_id = \(Self.p(1)) OR current_branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM loans WHERE lent_branch_id = \(Self.p(1)) OR returned_branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM accounts WHERE branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM transfers WHERE from_branch_id = \(Self.p(1)) OR to_branch_id = \(Self.p(1)))
            """, id, map: { try $0.int64(0) }) ?? 0
        guard used == 0 else { throw BranchError.branchInUse(code) }
        _ = try change("UPDATE sessions SET branch_id = NULL WHERE branch_id = \(Self.p(1))", values: [id])
        _ = try change("DELETE FROM branches WHERE id = \(Self.p(1))", values: [id])
    }
}
