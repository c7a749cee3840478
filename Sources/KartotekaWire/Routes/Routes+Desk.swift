extension Routes {
    /// `/api/v1/desk/scans`: the reader-first desk over the API (``DeskScan``).
    public enum Desk {
        /// What the desk does with a scan: a reader's ticket brings the reader up; a copy on loan is taken back;
        /// any other copy is lent to the reader at the desk.
        public static let scan: Route<Void, DeskScanInput, DeskScanResult> = .post("/api/v1/desk/scans", "deskScan")
    }
}
