// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

final class BannerQueue: ObservableObject {
  @Published var banners: [String] = []
}

/// A banner that removes itself after a delay with a throwing sleep: only reported, and the
/// note says that .task would also cancel the wait when the banner goes away.
struct BannerStack: View {
  @ObservedObject var queue: BannerQueue
  let seconds: UInt64 = 3

  var body: some View {
    VStack {
      ForEach(queue.banners, id: \.self) { banner in
        Text(banner)
          .onAppear {
            Task { @MainActor in
              try await Task.sleep(nanoseconds: seconds * 1_000_000_000)
              queue.banners.removeFirst()
            }
          }
      }
    }
  }
}
