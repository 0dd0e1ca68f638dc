// fixture: deployment-target=iOS=17.0
import SwiftUI

// A provider declared public (a package's views, previewed in the package) becomes a #Preview
// without the modifier: a macro expansion takes no access level, and `public #Preview` does not
// compile. The same with an @available attribute in front, and a private provider.
public struct StatusPill: View {
    public init() {}
    public var body: some View { Text("Online") }
}

public struct StatusPill_Previews: PreviewProvider {
    public static var previews: some View {
        StatusPill()
            .padding()
    }
}

@available(iOS 18, *)
public struct StatusPillLarge_Previews: PreviewProvider {
    public static var previews: some View {
        StatusPill()
            .font(.largeTitle)
    }
}

private struct StatusPillDark_Previews: PreviewProvider {
    static var previews: some View {
        StatusPill()
            .preferredColorScheme(.dark)
    }
}
