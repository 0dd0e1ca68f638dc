// fixture: deployment-target=iOS=15.0
import SwiftUI

struct RegionPicker: View {
    var body: some View {
        let regionName = Locale.current.localizedString(forRegionCode: "FR") ?? "France"
        Text(regionName)
            .animation(nil)
    }
}
