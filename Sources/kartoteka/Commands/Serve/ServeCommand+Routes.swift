extension ServeCommand {
    /// `serve --routes`: every endpoint the server would answer, with its method, path and the
    /// permission it needs — read from the same declarations the server routes and checks by —
    /// without starting it or opening a database.
    func listRoutes(_ context: CommandContext) throws {
        let routes = context.webApplication.routes
        let methodWidth = routes.map(\.method.count).max() ?? 0
        let pathWidth = routes.map(\.path.count).max() ?? 0
        let lines = routes.map { route in
            route.method.padding(toLength: methodWidth, withPad: " ", startingAt: 0) + "  "
                + route.path.padding(toLength: pathWidth, withPad: " ", startingAt: 0) + "  " + route.access
        }
        try context.output(routes, text: lines.joined(separator: "\n"))
    }
}
