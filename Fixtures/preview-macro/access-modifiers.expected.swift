// fixture: deployment-target=iOS=17.0
import SwiftUI

// A provider declared public (a package's views, previewed in the package) becomes a #Preview
// without the modifier: a macro expansion takes no access level, and `public #Preview` does not
// compile. The same with an @available attribute in front, and a private provider.
public struct StatusPill: View {
    public init() {}
    public var body: some View { Text("Online") }
}

#Preview {
    StatusPill()
        .padding()
}

@available(iOS 18, *)
#Preview {
    StatusPill()
        .font(.largeTitle)
}

#Preview {
    StatusPill()
        .preferredColorScheme(.dark)
}
