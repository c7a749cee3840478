extension ServeCommand {
    /// After the server's own address: the addresses phones and other computers on the library's
    /// network open (when it listens on every network), or that only this computer can open it and
    /// how to let the others in; and, over plain http, that phones' cameras need HTTPS.
    func printWhereToOpen(_ address: String, scheme: String, port: UInt16, _ context: CommandContext) {
        switch address {
        case "0.0.0.0", "::", "[::]":
            let addresses = NetworkAddresses.reachable()
            if addresses.isEmpty {
                context.console.print(context.texts.noNetworkAddressYet)
            } else {
                context.console.print(context.texts.openFromTheLibraryNetwork)
                for reachable in addresses { context.console.print("  \(scheme)://\(reachable):\(port)") }
            }
        case "127.0.0.1", "localhost", "::1", "[::1]":
            context.console.print(context.texts.onlyThisComputerOpensIt)
        default:
            break
        }
        if scheme == "http" { context.console.print(context.texts.cameraNeedsHTTPS) }
    }
}
