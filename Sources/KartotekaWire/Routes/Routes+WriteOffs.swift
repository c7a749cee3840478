extension Routes {
    /// `/api/v1/writeoffs`: acts of write-off, each taking its copies out of the fund in one step.
    public enum WriteOffs {
        /// Acts of write-off, newest first.
        public static let list: Route<Void, Void, PageResource<WriteOffResource>> = .get("/api/v1/writeoffs", "listWriteOffs",
            query: [Receipts.year, QueryParameters.offset, QueryParameters.limit])
        /// Draw up an act of write-off: its copies leave the fund, all of them or none.
        public static let create: Route<Void, WriteOffInput, WriteOffResource> = .post("/api/v1/writeoffs", "createWriteOff")
        /// An act of write-off with its commission and copies.
        public static let get: Route<YearlyNumber, Void, WriteOffResource> =
            .get("/api/v1/writeoffs/\(PathParameters.actNumber)", "getWriteOff")
    }
}
