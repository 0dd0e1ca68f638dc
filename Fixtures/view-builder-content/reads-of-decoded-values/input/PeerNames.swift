import Foundation

/// Reads `label` of decoded replies: a `Reply`, never a `ShareLinkButton`.
struct PeerNames {
  private struct Reply: Decodable {
    let label: String?
  }

  private let decoder = PropertyListDecoder()

  func name(from data: Data) -> String {
    guard let reply = try? JSONDecoder().decode(Reply.self, from: data),
      let label = reply.label
    else { return "" }
    return label
  }

  func names(from data: Data) throws -> [String] {
    var names: [String] = []
    for reply in try decoder.decode([Reply].self, from: data) {
      names.append(reply.label ?? "")
    }
    return names
  }

  func firstName(from data: Data) -> String? {
    let reply = try? decoder.decode(Reply.self, from: data)
    return reply?.label
  }
}
