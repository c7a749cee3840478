import KartotekaWire

/// The web application `serve` starts: the web interface, the JSON API and the book's service.
/// The program makes it from the server module, which no other command needs, so that the
/// command line and the server compile side by side.
package protocol WebApplication: Sendable {
    /// Every endpoint the server answers, as `serve --routes` lists them.
    var routes: [RouteListing] { get }

    /// Starts answering requests with `parts`, and the library's scheduled care (anonymising,
    /// notices) beside it, until the answer is stopped. Throws when it cannot listen.
    func start(_ parts: WebApplicationParts) throws -> any RunningWebApplication
}
