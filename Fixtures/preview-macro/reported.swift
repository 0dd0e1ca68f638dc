// fixture: deployment-target=iOS=17.0
import SwiftUI

final class Store: ObservableObject {
  @Published var count = 0
}

struct Counter: View {
  @Binding var count: Int
  var body: some View { Text("\(count)") }
}

struct StatefulCounter_Previews: PreviewProvider {
  @State static var count = 3

  static var previews: some View {
    Counter(count: $count)
  }
}

struct Devices_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self) { device in
      Counter(count: .constant(1))
        .previewDevice(PreviewDevice(rawValue: device))
    }
  }
}

struct Device_Previews: PreviewProvider {
  static var previews: some View {
    Counter(count: .constant(1))
      .previewDevice("iPhone 15")
  }
}

struct Shared_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Counter(count: .constant(1))
      Counter(count: .constant(2))
    }
    .environmentObject(Store())
  }
}

struct Setup_Previews: PreviewProvider {
  static var previews: some View {
    let store = Store()
    Group {
      Counter(count: .constant(store.count))
      Counter(count: .constant(store.count + 1))
    }
  }
}

struct Helper_Previews: PreviewProvider {
  static let store = Store()

  static var previews: some View {
    Counter(count: .constant(store.count))
  }
}

enum Previews {
  struct Nested_Previews: PreviewProvider {
    static var previews: some View {
      Counter(count: .constant(1))
    }
  }
}

@MainActor
struct Attributed_Previews: PreviewProvider {
  static var previews: some View {
    Counter(count: .constant(1))
  }
}
