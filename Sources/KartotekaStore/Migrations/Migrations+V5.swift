extension Migrations {
    /// A branch shown among the library locations owns its location, whose street address is the
    /// branch's: a location shows one branch at most (of branches that shared one, the oldest
    /// keeps it), a linked branch without an address takes its location's, and each location
    /// takes its branch's address. The same SQL in both databases.
    static let v5BranchLocations = Migration(version: 5, name: "a branch's location", sqlite: branchLocations,
                                             postgres: branchLocations)

    private static let branchLocations = """
        UPDATE branches SET location_id = NULL
        WHERE location_id IS NOT NULL AND id <> (SELECT min(o.id) FROM branches o WHERE o.location_id = branches.location_id);
        UPDATE branches SET address = (SELECT street_address FROM locations WHERE id = branches.location_id)
        WHERE location_id IS NOT NULL AND trim(address) = '';
        UPDATE locations SET street_address = (SELECT address FROM branches WHERE location_id = locations.id)
        WHERE id IN (SELECT location_id FROM branches WHERE location_id IS NOT NULL);
        CREATE UNIQUE INDEX branches_one_per_location ON branches (location_id);
        """
}
