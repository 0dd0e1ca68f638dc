// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A view model a dependency container builds through a generic method: its result type is
/// the method's generic parameter, which class it is is not told, and every ObservableObject
/// class of the run stays one (Router would move while the @StateObject stays).
final class Router: ObservableObject {
  @Published var path: [String] = []
}

final class ProfileModel: ObservableObject {
  @Published var name = ""
}

final class Resolver {
  static let shared = Resolver()
  private var factories: [ObjectIdentifier: () -> Any] = [:]

  func resolve<T>(_ type: T.Type = T.self) -> T {
    factories[ObjectIdentifier(type)]!() as! T
  }
}

struct DetailScreen: View {
  @StateObject var router = Resolver.shared.resolve(Router.self)

  var body: some View {
    Text("\(router.path.count)")
  }
}

struct ProfileScreen: View {
  @StateObject private var model = ProfileModel()

  var body: some View {
    Text(model.name)
  }
}
