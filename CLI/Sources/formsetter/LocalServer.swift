import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// An answer of the local server (`preview`, `review`).
struct LocalResponse {
    var status = HTTPResponseStatus.ok
    var contentType: String
    var noStore = false
    var body: Data
}

/// A request the local server passes to its route.
struct LocalRequest {
    var method: HTTPMethod
    /// The path, lowercased, without query, dot segments or trailing slash ("/" for the page).
    var path: String
    /// The query's parameters, decoded (the last of a name repeated).
    var query: [String: String]
    var headers: HTTPHeaders
    /// A POST's body (at most the server's `maximumBody` bytes); empty otherwise.
    var body: Data
}

/// The HTTP server of `preview` and `review` on 127.0.0.1: only a request whose Host names
/// this server (not a DNS-rebound name) is answered; GET and HEAD go to `route`, and POST too
/// when `maximumBody` is over 0; everything else is a 404. Connections are limited by
/// `ConnectionSlots` and closed when idle, slow to send their request, or sending a body over
/// `maximumBody` bytes.
final class LocalServer {
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel: any Channel

    /// The port it listens on (the free one picked for port 0).
    var port: Int { channel.localAddress?.port ?? 0 }

    /// Listens at once; `route` gets each request and returns nil for a 404.
    init(port: UInt16, maximumBody: Int = 0, route: @escaping @Sendable (LocalRequest) -> LocalResponse?) throws {
        let slots = ConnectionSlots(maximum: ConnectionSlots.maximumForThisProcess())
        do {
            channel = try ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    slots.admit(channel)
                    return channel.eventLoop.makeCompletedFuture {
                        // No error handling stage: a request that cannot be parsed closes the
                        // connection without an answer, as the FlyingFox server did.
                        // A connection with no traffic either way for 60 s is closed (a reader that
                        // stopped reading a reply too); PreviewHTTPHandler closes one whose request
                        // has not arrived whole within 10 s, or that sends a body.
                        try channel.pipeline.syncOperations.addHandler(IdleStateHandler(allTimeout: .seconds(60)))
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: false)
                        try channel.pipeline.syncOperations.addHandler(LocalHTTPHandler(maximumBody: maximumBody, route: route))
                    }
                }
                .bind(host: "127.0.0.1", port: Int(port)).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    /// Listens as `init` does, mapping a port in use to exit 69 and any other failure to 70,
    /// in the words the commands print.
    static func listen(port: UInt16, maximumBody: Int = 0, route: @escaping @Sendable (LocalRequest) -> LocalResponse?) throws -> LocalServer {
        do {
            return try LocalServer(port: port, maximumBody: maximumBody, route: route)
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw ExitWith(69, "port \(port) on 127.0.0.1 is in use (another preview or review?); choose another with --port, or --port 0 for any free one")
        } catch {
            throw ExitWith(70, "server stopped: \(error)")
        }
    }

    /// Closes the listening socket and every open connection.
    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// Answers each request once its end has arrived; a request with a body over `maximumBody`
/// bytes closes the connection.
private final class LocalHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let route: @Sendable (LocalRequest) -> LocalResponse?
    private let maximumBody: Int
    private var head: HTTPRequestHead?
    private var body = Data()
    private var waitingBody = Data()
    /// A request whose answer waits until the client has read the previous ones: answers to
    /// pipelined requests a client never reads would otherwise pile up in memory. While one
    /// waits the pipeline handler passes no further request on and stops reading the socket.
    private var waiting: HTTPRequestHead?
    /// Closes the connection unless a whole request arrives in time (sending it a byte at a time does not help).
    private var headDeadline: Scheduled<Void>?
    static let headTimeout = TimeAmount.seconds(10)

    func channelActive(context: ChannelHandlerContext) {
        awaitHead(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        context.fireChannelInactive()
    }

    private func awaitHead(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        let channel = context.channel
        headDeadline = context.eventLoop.scheduleTask(in: Self.headTimeout) { channel.close(promise: nil) }
    }

    init(maximumBody: Int, route: @escaping @Sendable (LocalRequest) -> LocalResponse?) {
        self.maximumBody = maximumBody
        self.route = route
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch Self.unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
        case .body(let part):
            // A body over the limit is not for this server (the preview takes none), and a
            // slow one would hold the connection open: the head deadline runs until its end.
            guard head?.method == .POST, body.count + part.readableBytes <= maximumBody else {
                context.close(promise: nil)
                return
            }
            body.append(contentsOf: part.readableBytesView)
        case .end:
            headDeadline?.cancel()
            guard let head else { return }
            self.head = nil
            if context.channel.isWritable {
                respond(to: head, body: body, context: context)
            } else {
                waiting = head
                waitingBody = body
            }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, let request = waiting {
            waiting = nil
            respond(to: request, body: waitingBody, context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil) } else { context.fireUserInboundEventTriggered(event) }
    }

    /// Whether the request's Host is this server as a browser on this machine names it: a page
    /// of another site that a DNS rebinding points at 127.0.0.1 sends its own name, and gets nothing.
    private static func isLocalHost(_ request: HTTPRequestHead, port: Int?) -> Bool {
        guard let host = request.headers.first(name: "Host")?.lowercased(), let port else { return false }
        return ["127.0.0.1", "localhost", "[::1]"].contains { host == "\($0):\(port)" }
    }

    private func respond(to request: HTTPRequestHead, body: Data, context: ChannelHandlerContext) {
        // Paths match as FlyingFox's routes did: decoded, dot segments resolved, case-insensitive.
        let url = URL(string: request.uri)
        let path = url?.standardized.path ?? ""
        let key = "/" + path.split(separator: "/").joined(separator: "/").lowercased()
        var query: [String: String] = [:]
        for item in url.flatMap({ URLComponents(url: $0, resolvingAgainstBaseURL: false) })?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        guard Self.isLocalHost(request, port: context.channel.localAddress?.port) else {
            let head = HTTPResponseHead(version: .http1_1, status: .misdirectedRequest, headers: ["Content-Length": "0", "Connection": "close"])
            context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
            let channel = context.channel
            context.writeAndFlush(Self.wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        // HEAD is answered as GET is, without the body.
        let routed = request.method == .GET || request.method == .HEAD || (request.method == .POST && maximumBody > 0)
        let response = routed ? route(LocalRequest(method: request.method, path: key, query: query, headers: request.headers, body: body)) : nil
        // Headers in name order, byte for byte the answers of the FlyingFox server this replaced.
        var headers = HTTPHeaders()
        if response?.noStore == true { headers.add(name: "Cache-Control", value: "no-store") }
        // An HTTP/1.0 client keeps the connection only when the answer says so.
        if request.isKeepAlive, let connection = request.headers.first(name: "Connection") {
            headers.add(name: "Connection", value: connection)
        }
        headers.add(name: "Content-Length", value: String(response?.body.count ?? 0))
        if let response { headers.add(name: "Content-Type", value: response.contentType) }
        let head = HTTPResponseHead(version: .http1_1, status: response?.status ?? .notFound, headers: headers)
        context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
        if request.method != .HEAD, let body = response?.body, !body.isEmpty {
            context.write(Self.wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        }
        let written = context.writeAndFlush(Self.wrapOutboundOut(.end(nil)))
        if !request.isKeepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        } else {
            awaitHead(context: context)
        }
    }
}
