import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A 200 answer of the preview server.
struct PreviewResponse {
    var contentType: String
    var noStore = false
    var body: Data
}

/// The preview's HTTP server on 127.0.0.1: GET requests are answered by `route`, everything else is a 404.
final class PreviewServer {
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel: any Channel

    /// The port it listens on (the free one picked for port 0).
    var port: Int { channel.localAddress?.port ?? 0 }

    /// Listens at once; `route` gets the request's path, lowercased, without query, dot segments or
    /// trailing slash ("/" for the page), and returns nil for a 404.
    init(port: UInt16, route: @escaping @Sendable (String) -> PreviewResponse?) throws {
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
                        try channel.pipeline.syncOperations.addHandler(PreviewHTTPHandler(route: route))
                    }
                }
                .bind(host: "127.0.0.1", port: Int(port)).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    /// Closes the listening socket and every open connection.
    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// Answers each request once its end has arrived; a request with a body closes the connection.
private final class PreviewHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let route: @Sendable (String) -> PreviewResponse?
    private var head: HTTPRequestHead?
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

    init(route: @escaping @Sendable (String) -> PreviewResponse?) { self.route = route }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch Self.unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            // The server answers GET and HEAD only: a body is not for it, and a slow one would
            // hold the connection open.
            context.close(promise: nil)
        case .end:
            headDeadline?.cancel()
            guard let head else { return }
            self.head = nil
            if context.channel.isWritable { respond(to: head, context: context) } else { waiting = head }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, let request = waiting {
            waiting = nil
            respond(to: request, context: context)
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

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        // Paths match as FlyingFox's routes did: decoded, dot segments resolved, case-insensitive.
        let path = URL(string: request.uri)?.standardized.path ?? ""
        let key = "/" + path.split(separator: "/").joined(separator: "/").lowercased()
        guard Self.isLocalHost(request, port: context.channel.localAddress?.port) else {
            let head = HTTPResponseHead(version: .http1_1, status: .misdirectedRequest, headers: ["Content-Length": "0", "Connection": "close"])
            context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
            let channel = context.channel
            context.writeAndFlush(Self.wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        // HEAD is answered as GET is, without the body.
        let response = request.method == .GET || request.method == .HEAD ? route(key) : nil
        // Headers in name order, byte for byte the answers of the FlyingFox server this replaced.
        var headers = HTTPHeaders()
        if response?.noStore == true { headers.add(name: "Cache-Control", value: "no-store") }
        // An HTTP/1.0 client keeps the connection only when the answer says so.
        if request.isKeepAlive, let connection = request.headers.first(name: "Connection") {
            headers.add(name: "Connection", value: connection)
        }
        headers.add(name: "Content-Length", value: String(response?.body.count ?? 0))
        if let response { headers.add(name: "Content-Type", value: response.contentType) }
        let head = HTTPResponseHead(version: .http1_1, status: response == nil ? .notFound : .ok, headers: headers)
        context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
        if request.method == .GET, let body = response?.body, !body.isEmpty {
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
