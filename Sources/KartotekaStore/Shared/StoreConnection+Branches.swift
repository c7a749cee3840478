import Foundation
import KartotekaCore

/// The library's branches, the same for both stores.
extension StoreConnection {
    /// The branches `b` with their locations `l`, for ``decodeBranch(_:)``.
    private static var branchesWithLocations: String {
        """
        SELECT b.id, b.code, b.name, b.address, b.storage_place, b.is_main, b.created_at, b.updated_at, \(locationColumns)
        FROM branches b LEFT JOIN locations l ON l.id = b.location_id
        """
    }

    private static func decodeBranch(_ row: Row) throws(StoreError) -> BranchRecord {
        let code = BranchCode(unchecked: row.text(1))
        return BranchRecord(
            id: BranchID(try row.int64(0)),
            branch: Branch(code: code, name: row.text(2), address: row.text(3), storagePlace: row.text(4)),
            isMain: try row.bool(5), createdAt: try row.instant(6), updatedAt: try row.instant(7),
            location: row.isNull(8) ? nil : try decodeLocation(row, from: 8, branch: code))
    }

    /// Every branch: the main one first, then by code.
    package func branches() throws -> [BranchRecord] {
        try query("\(Self.branchesWithLocations) ORDER BY b.is_main DESC, b.code", values: []) {
            try Self.decodeBranch($0)
        }
    }

    /// The branch with this code; `lock` holds its row until the transaction ends, so that two
    /// desks changing one branch take turns.
    package func branchRecord(_ code: BranchCode, lock: Bool = false) throws -> BranchRecord {
        if lock { _ = try first("SELECT id FROM branches WHERE code = \(Self.p(1))\(Self.rowLock)", code.rawValue) { _ in true } }
        guard let record = try first("\(Self.branchesWithLocations) WHERE b.code = \(Self.p(1))", code.rawValue, map: {
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
        try knownBranchID(storagePlace: place) ?? mainBranchID()
    }

    /// The branch whose storage place (or, without one, code) this is, if any.
    package func knownBranchID(storagePlace place: String) throws -> BranchID? {
        try first("""
            SELECT id FROM branches WHERE storage_place = \(Self.p(1)) OR (storage_place = '' AND code = \(Self.p(1)))
            ORDER BY is_main DESC, id LIMIT 1
            """, place, map: { BranchID(try $0.int64(0)) })
    }

    /// Adds a branch (not shown among the locations); its code must be new.
    package func addBranch(_ branch: Branch, now: Int64) throws -> BranchRecord {
        guard try first("SELECT 1 FROM branches WHERE code = \(Self.p(1))", branch.code.rawValue, map: { _ in true }) == nil else {
            throw BranchError.codeTaken(branch.code)
        }
        _ = try change("""
            INSERT INTO branches (code, name, address, storage_place, is_main, created_at, updated_at)
            VALUES (\(Self.p(1)), \(Self.p(2)), \(Self.p(3)), \(Self.p(4)), FALSE, \(Self.p(5)), \(Self.p(5)))
            """, values: [branch.code.rawValue, branch.name, branch.address, branch.storagePlace, now])
        return try branchRecord(branch.code)
    }

    /// Replaces a branch's fields (its code may change, to one no other branch has); the location
    /// of a branch shown among the locations takes its new address, which it must keep having.
    package func updateBranch(_ code: BranchCode, with branch: Branch, now: Int64) throws -> BranchRecord {
        let current = try branchRecord(code, lock: true)
        if branch.code != code,
           try first("SELECT 1 FROM branches WHERE code = \(Self.p(1))", branch.code.rawValue, map: { _ in true }) != nil {
            throw BranchError.codeTaken(branch.code)
        }
        if let shown = current.location, branch.address != current.branch.address {
            _ = try writeLocation(shown.id, with: BranchListing().location(over: shown.location, address: branch.address), now: now)
        }
        _ = try change("""
            UPDATE branches SET code = \(Self.p(1)), name = \(Self.p(2)), address = \(Self.p(3)), storage_place = \(Self.p(4)),
            updated_at = \(Self.p(5)) WHERE id = \(Self.p(6))
            """, values: [branch.code.rawValue, branch.name, branch.address, branch.storagePlace, now, current.id.rawValue])
        return try branchRecord(branch.code)
    }

    /// Shows a branch among the library locations as `listing` says: through the location it
    /// has, the one `listing` links (whose previous one, if any, is removed), or a new one.
    package func publishBranch(_ code: BranchCode, _ listing: BranchListing, now: Int64) throws -> BranchRecord {
        let current = try branchRecord(code, lock: true)
        var target = current.location
        if let linked = listing.location, linked != current.location?.id {
            target = try location(linked)
            if let other = target?.branch { throw BranchError.locationShowsAnotherBranch(linked, other) }
        }
        let location = try listing.location(over: target?.location, address: current.branch.address)
        _ = try change("UPDATE branches SET address = \(Self.p(1)), location_id = NULL, updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [location.streetAddress, now, current.id.rawValue])
        if let previous = current.location, previous.id != target?.id {
            _ = try change("DELETE FROM locations WHERE id = \(Self.p(1))", values: [previous.id.rawValue])
        }
        let id = try target.map { try writeLocation($0.id, with: location, now: now).id } ?? addLocation(location, now: now).id
        _ = try change("UPDATE branches SET location_id = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [id.rawValue, current.id.rawValue])
        return try branchRecord(code)
    }

    /// Stops showing a branch among the library locations: its location is removed.
    package func unpublishBranch(_ code: BranchCode, now: Int64) throws -> BranchRecord {
        let current = try branchRecord(code, lock: true)
        guard let shown = current.location else { return current }
        _ = try change("UPDATE branches SET location_id = NULL, updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                       values: [now, current.id.rawValue])
        _ = try change("DELETE FROM locations WHERE id = \(Self.p(1))", values: [shown.id.rawValue])
        return try branchRecord(code)
    }

    /// Removes a branch nothing belongs to, and its location; the main branch stays.
    package func deleteBranch(_ code: BranchCode) throws {
        let record = try branchRecord(code)
        guard !record.isMain else { throw BranchError.mainBranchStays(code) }
        let id = record.id.rawValue
        let used = try first("""
            SELECT (SELECT count(*) FROM copies WHERE home_branch_id = \(Self.p(1)) OR current_branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM loans WHERE lent_branch_id = \(Self.p(1)) OR returned_branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM accounts WHERE branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM transfers WHERE from_branch_id = \(Self.p(1)) OR to_branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM stocktakes WHERE branch_id = \(Self.p(1)))
                 + (SELECT count(*) FROM holds WHERE pickup_branch_id = \(Self.p(1)))
            """, id, map: { try $0.int64(0) }) ?? 0
        guard used == 0 else { throw BranchError.branchInUse(code) }
        _ = try change("UPDATE sessions SET branch_id = NULL WHERE branch_id = \(Self.p(1))", values: [id])
        _ = try change("DELETE FROM branches WHERE id = \(Self.p(1))", values: [id])
        if let shown = record.location {
            _ = try change("DELETE FROM locations WHERE id = \(Self.p(1))", values: [shown.id.rawValue])
        }
    }
}
